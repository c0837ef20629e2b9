import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { PageMeta } from '../../../layout/PageMeta.tsx';

interface StaticPageProps {
  title: string;
  description: string;
  /** Shown under the heading, e.g. t('pages.updated') (wording differs per page in the spec). */
  updated?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every text page: title and description tags, one h1, a readable column. */
/** Texts come translated (t); the frame adds the site's name to the title in the same language. */
export function StaticPage({ title, description, updated, intro, children }: StaticPageProps) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-slate-800">
      <PageMeta title={t('pages.metaTitle', { title })} description={description} />
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      {updated && <p className="mt-2 text-sm text-slate-600">{updated}</p>}
      {intro && <div className="mt-4 text-lg text-slate-700">{intro}</div>}
      <div className="mt-6 space-y-8">{children}</div>
    </article>
  );
}
