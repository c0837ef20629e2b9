import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/useT.ts';
import { CloseIcon } from '../components/ui/icons.tsx';
import { safetyNotice } from './notice.ts';

/**
 * The shell's line for a trust-and-safety outcome raised just before a page change ("Member blocked."): read out
 * politely at the top of the page the member lands on, until closed or they go on to another page.
 */
export function SafetyNotice() {
  const t = useT();
  const notice = useSyncExternalStore(safetyNotice.subscribe, safetyNotice.get);
  const { pathname } = useLocation();
  // The page the notice landed on: leaving that one ends it.
  const landing = useRef<{ id: number; path: string } | null>(null);

  useEffect(() => {
    if (!notice) return;
    if (landing.current?.id !== notice.id) {
      if (pathname !== notice.from) landing.current = { id: notice.id, path: pathname };
    } else if (landing.current.path !== pathname) {
      safetyNotice.dismiss();
    }
  }, [notice, pathname]);

  const shown = notice && pathname !== notice.from ? notice : null;
  return (
    <div role="status">
      {shown && (
        <div className="border-b border-green-300 bg-green-50 px-4 text-green-950">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 text-sm">
            <p className="py-2 font-semibold">{t(shown.message)}</p>
            <button
              type="button"
              onClick={safetyNotice.dismiss}
              aria-label={t('common.block.noticeClose')}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-green-100"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
