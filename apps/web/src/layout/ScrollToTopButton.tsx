import { SCROLL } from '@sangam/shared/limits';
import { ArrowUpIcon } from '../components/ui/icons.tsx';
import { useScrolledPast } from '../lib/useScrolledPast.ts';

export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL.footerTopButtonPx);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-20 z-30 inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 md:bottom-6"
    >
      <ArrowUpIcon />
    </button>
  );
}
