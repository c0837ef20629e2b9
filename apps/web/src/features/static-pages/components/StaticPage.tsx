import type { ReactNode } from 'react';
import { PageMeta } from '../../../layout/PageMeta.tsx';

interface StaticPageProps {
  title: string;
  description: string;
  /** Shown under the heading, e.g. 'Last updated: May 2024' (wording differs per page in the spec). */
  updated?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every text page: title and description tags, one h1, a readable column. */
export function StaticPage({ title, description, updated, intro, children }: StaticPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-slate-800">
      <PageMeta title={`${title} | Sangam`} description={description} />
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      {updated && <p className="mt-2 text-sm text-slate-600">{updated}</p>}
      {intro && <div className="mt-4 text-lg text-slate-700">{intro}</div>}
      <div className="mt-6 space-y-8">{children}</div>
    </article>
  );
}
