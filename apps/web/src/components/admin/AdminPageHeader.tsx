import type { ReactNode } from 'react';
import { DocumentTitle } from '../ui/DocumentTitle.tsx';

/** Page title (also the tab title) with the page's buttons beside it on laptops, below it on phones. */
export function AdminPageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <DocumentTitle title={`${title} | Sangam Admin`} />
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-700">{subtitle}</p>}
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </header>
  );
}
