import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { useT } from '../../../i18n/useT.ts';

/** The centred card the sign-in screens share. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <DocumentTitle title={t('common.layout.pageTitle', { title })} />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-700">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
