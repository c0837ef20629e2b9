import { useSiteSettings } from '../../../api/siteSettings.ts';
import { ExternalIcon } from '../../../components/ui/icons.tsx';

/** The community's events site, once the admins have set its address (site settings); nothing until then. */
export function EventsBanner() {
  const eventsUrl = useSiteSettings()?.eventsUrl;
  if (!eventsUrl) return null;
  return (
    <section className="mx-auto max-w-7xl px-4">
      <div className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">Community Events</h2>
          <p className="mt-1 text-slate-800">
            Conferences, cultural evenings and meet-ups near you, on our events site.
          </p>
        </div>
        <a
          href={eventsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-amber-800 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-900"
        >
          Visit Events Site
          <ExternalIcon className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
