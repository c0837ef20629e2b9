import { Link } from 'react-router';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { PREMIUM } from '@sangam/shared/limits';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { useLanguage, useT } from '../../../i18n/useT.ts';
import { PageMeta } from '../../../layout/PageMeta.tsx';

// The spec's free-membership landing is bilingual: in English each Hindi line (members' first language) stands
// above its English one; a visitor who chose Hindi reads the Hindi alone.
const BENEFITS: { hindi: MessageId; text: MessageId }[] = [
  { hindi: 'pages.bahujan.hindi.benefit.connect', text: 'pages.bahujan.benefit.connect' },
  { hindi: 'pages.bahujan.hindi.benefit.show', text: 'pages.bahujan.benefit.show' },
  { hindi: 'pages.bahujan.hindi.benefit.news', text: 'pages.bahujan.benefit.news' },
  { hindi: 'pages.bahujan.hindi.benefit.matrimonial', text: 'pages.bahujan.benefit.matrimonial' },
];

export function BahujanDirectoryPage() {
  const t = useT();
  const english = useLanguage() === 'en';
  const price = { price: PREMIUM.priceRupees };
  return (
    <div className="pb-12">
      <PageMeta title={t('pages.bahujan.metaTitle')} description={t('pages.bahujan.metaDescription')} />
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-amber-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
          <h1>
            <span lang="hi" className="block text-3xl font-extrabold sm:text-5xl">
              {t('pages.bahujan.hindi.title')}
            </span>
            <span className="mt-2 block text-xl font-bold text-amber-100 sm:text-2xl">
              {t('pages.bahujan.subtitle')}
            </span>
          </h1>
          <p lang="hi" className="mx-auto mt-5 max-w-2xl text-lg">
            {t('pages.bahujan.hindi.lead')}
          </p>
          {english && <p className="mx-auto mt-1 max-w-2xl text-orange-50">{t('pages.bahujan.lead')}</p>}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/register"
              className={buttonClasses('secondary', 'border-transparent px-6 text-base text-brand-800')}
            >
              <span lang="hi">{t('pages.bahujan.hindi.joinFree')}</span>
              {english && ` · ${t('pages.bahujan.joinFree')}`}
            </Link>
            <Link
              to="/directory"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-white px-6 py-2 text-base font-semibold text-white hover:bg-white/10"
            >
              <span lang="hi">{t('pages.bahujan.hindi.viewDirectory')}</span>
              {english && ` · ${t('pages.bahujan.viewDirectory')}`}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-4xl px-4 pt-10">
        <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900">
          <span lang="hi">{t('pages.bahujan.hindi.benefits')}</span>
          {english && ` · ${t('pages.bahujan.benefits')}`}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit.text} className="rounded-xl border border-slate-200 bg-white p-4">
              <p lang="hi" className="font-semibold text-slate-900">
                {t(benefit.hindi)}
              </p>
              {english && <p className="mt-1 text-sm text-slate-700">{t(benefit.text)}</p>}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="premium-heading" className="mx-auto max-w-4xl px-4 pt-10">
        <h2 id="premium-heading" className="text-2xl font-bold text-slate-900">
          <span lang="hi">{t('pages.bahujan.hindi.premium')}</span>
          {english && ` · ${t('pages.bahujan.premium')}`}
        </h2>
        <p lang="hi" className="mt-3 text-slate-800">
          {english ? t('pages.bahujan.hindi.premiumText', price) : t('pages.bahujan.premiumText', price)}
        </p>
        {english && <p className="mt-1 text-slate-700">{t('pages.bahujan.premiumText', price)}</p>}
      </section>
    </div>
  );
}
