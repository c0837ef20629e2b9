import { useServerStatus } from '../api/useServerStatus.ts';
import { useServerBannerWords } from './serverBannerWords.ts';
import { say, useT } from '../i18n/useT.ts';

export function ServerStatusBanner() {
  const t = useT();
  const status = useServerStatus();
  const pageWords = useServerBannerWords();
  if (status !== 'down') return null;
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 text-sm">
        <div>
          <p>{t('common.layout.serverIssues')}</p>
          {pageWords && <p>{say(pageWords)}</p>}
        </div>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-md border border-amber-700 px-3 font-semibold hover:bg-amber-100"
        >
          {t('common.layout.refresh')}
        </button>
      </div>
    </div>
  );
}
