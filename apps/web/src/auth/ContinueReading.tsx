import { Link, useSearchParams } from 'react-router';
import { safeRedirect } from './redirect.ts';
import { buttonClasses } from '../components/ui/Button.tsx';
import { useT } from '../i18n/useT.ts';

/**
 * After joining from a shared question, event or listing (/profile?continue=...): the way back to it, before
 * and after completing the profile.
 */
export function ContinueReading() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const to = safeRedirect(searchParams.get('continue'));
  if (!to) return null;
  return (
    <Link to={to} className={`${buttonClasses('secondary')} w-full sm:w-auto`}>
      {t('common.session.continueReading')}
    </Link>
  );
}
