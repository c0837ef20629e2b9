import { useStillWaiting } from '../../lib/useStillWaiting.ts';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { useT } from '../../i18n/useT.ts';

interface PlaceholderCardsProps {
  /** What is loading, for screen readers (e.g. 'Loading members...'). */
  label: string;
  count?: number;
  /** 'cards' for lists (directory, listings), 'profile' for one member's page. */
  shape?: 'cards' | 'profile';
}

/** The spec's 'Still trying: the connection is slow. Please wait...'. */
export const STILL_TRYING = 'common.stillTrying' satisfies MessageId;

const bar = 'rounded bg-slate-200 motion-safe:animate-pulse';

function CardShape() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4" aria-hidden="true">
      <div className="flex items-center gap-3">
        <div className="size-14 shrink-0 rounded-full bg-slate-200 motion-safe:animate-pulse" />
        <div className="w-full space-y-2">
          <div className={`${bar} h-4 w-2/3`} />
          <div className={`${bar} h-3 w-1/2`} />
        </div>
      </div>
      <div className={`${bar} mt-4 h-3 w-3/4`} />
    </div>
  );
}

/**
 * The page's shape while its first data loads, so a phone on slow data sees the screen at once; after
 * 3 s it says it is still trying.
 */
export function PlaceholderCards({ label, count = 6, shape = 'cards' }: PlaceholderCardsProps) {
  const t = useT();
  const late = useStillWaiting();
  return (
    <div
      role="status"
      aria-busy="true"
      className={shape === 'profile' ? 'mx-auto max-w-2xl space-y-3 px-4 py-6' : 'space-y-3'}
    >
      <p className="sr-only">{label}</p>
      {late && <p className="text-slate-700">{t(STILL_TRYING)}</p>}
      {shape === 'profile' ? (
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6" aria-hidden="true">
          <div className="mx-auto size-24 rounded-full bg-slate-200 motion-safe:animate-pulse" />
          <div className={`${bar} mx-auto h-5 w-1/2`} />
          <div className={`${bar} mx-auto h-4 w-1/3`} />
          <div className={`${bar} h-3 w-full`} />
          <div className={`${bar} h-3 w-5/6`} />
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <CardShape />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
