import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { joinPath, loginRedirect, pathOf } from '../../auth/redirect.ts';
import { say, useT } from '../../i18n/useT.ts';

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * The feature's "Please login to ..." text with Log In and Join links that both bring the visitor back here.
 * `announce`: shown in answer to a tap (Like, Going), so it is read out and scrolled into view (the button may
 * sit at the bottom of a phone's screen).
 */
export function LoginPrompt({ text, announce = false }: { text: string; announce?: boolean }) {
  const t = useT();
  const location = useLocation();
  const here = pathOf(location);
  const { to, state } = loginRedirect(here);
  const prompt = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (announce) prompt.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [announce]);
  return (
    <p
      ref={prompt}
      role={announce ? 'alert' : undefined}
      className="flex scroll-mb-24 flex-wrap items-center gap-x-2 rounded-lg border border-amber-300 bg-amber-50 px-3 text-sm text-amber-950"
    >
      <span className="py-2">{say(text)}</span>
      <Link to={to} state={state} className={linkClass}>
        {t('common.loginPrompt.logIn')}
      </Link>
      <span aria-hidden="true">{t('common.loginPrompt.or')}</span>
      <Link to={joinPath(here)} className={linkClass}>
        {t('common.loginPrompt.join')}
      </Link>
    </p>
  );
}
