import { useId, type ReactNode } from 'react';

/** A titled block of a text page; lists inside get bullets without a typography plugin. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 leading-relaxed [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
