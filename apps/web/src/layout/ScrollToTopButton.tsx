import { SCROLL } from '@sangam/shared/limits';
import { ArrowUpIcon } from '../components/ui/icons.tsx';
import { useScrolledPast } from '../lib/useScrolledPast.ts';
import { useT } from '../i18n/useT.ts';

export function ScrollToTopButton() {
  const t = useT();
  const visible = useScrolledPast(SCROLL.footerTopButtonPx);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('common.layout.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-20 z-30 inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 md:bottom-6"
    >
      <ArrowUpIcon />
    </button>
  );
}
