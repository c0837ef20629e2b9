import { useState } from 'react';
import type { NewsArticle } from '@sangam/shared/news';
import { LoginPrompt } from '../../../components/engagement/LoginPrompt.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { apiUrl } from '../../../api/client.ts';
import { toggleGoing } from '../api/toggleGoing.ts';
import { formatEventDate } from '../lib/dates.ts';
import { useT } from '../../../i18n/useT.ts';

/** When and where, Add to calendar, and Going with its count (members only). */
export function EventPanel({ article, signedIn }: { article: NewsArticle; signedIn: boolean }) {
  const t = useT();
  const [state, setState] = useState({ going: article.going, goingCount: article.goingCount });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(false);

  const onGoing = async () => {
    if (!signedIn) {
      setAsked(true);
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      setState(await toggleGoing(article._id));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <dl className="grid gap-1 text-slate-900 sm:grid-cols-[6rem_1fr]">
        <dt className="font-semibold">{t('news.event.when')}</dt>
        <dd>
          {formatEventDate(article.eventDate)}
          {article.isPast && (
            <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
              {t('news.card.pastEvent')}
            </span>
          )}
        </dd>
        <dt className="font-semibold">{t('news.event.where')}</dt>
        <dd className="break-words">{article.eventLocation}</dd>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {!article.isPast && (
          <Button
            variant={state.going ? 'primary' : 'secondary'}
            aria-pressed={state.going}
            onClick={onGoing}
            disabled={busy}
          >
            {state.going ? t('news.event.imGoing') : t('news.event.going')}
          </Button>
        )}
        <p className="text-sm text-slate-800" aria-live="polite">
          {state.goingCount === 0 ? t('news.event.noneGoing') : t('news.event.goingCount', { count: state.goingCount })}
        </p>
        <a
          href={apiUrl(`/news/${encodeURIComponent(article._id)}/calendar.ics`)}
          download
          className={buttonClasses('secondary', 'sm:ml-auto')}
        >
          {t('news.event.addToCalendar')}
        </a>
      </div>
      {asked && !signedIn && <LoginPrompt text={t('news.event.loginToGo')} announce />}
      {failed && <Alert>{t('news.event.saveFailed')}</Alert>}
    </div>
  );
}
