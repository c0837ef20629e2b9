import type { ReactNode } from 'react';

/** A public list page's heading: title and a line under it, the page's buttons beside it (below on phones). */
export function ListHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-700">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
