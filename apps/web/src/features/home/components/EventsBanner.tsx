import { useSiteSettings } from '../../../api/siteSettings.ts';
import { ExternalIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/useT.ts';

/** The community's events site, once the admins have set its address (site settings); nothing until then. */
export function EventsBanner() {
  const t = useT();
  const eventsUrl = useSiteSettings()?.eventsUrl;
  if (!eventsUrl) return null;
  return (
    <section className="mx-auto max-w-7xl px-4">
      <div className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{t('home.events.title')}</h2>
          <p className="mt-1 text-slate-800">{t('home.events.text')}</p>
        </div>
        <a
          href={eventsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-amber-800 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-900"
        >
          {t('home.events.cta')}
          <ExternalIcon className="size-4" />
          <span className="sr-only">{t('common.opensInNewTab')}</span>
        </a>
      </div>
    </section>
  );
}
