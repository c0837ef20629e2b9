import { Link, useLocation } from 'react-router';
import { loginRedirect, pathOf } from '../../auth/redirect.ts';

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The feature's "Please login to ..." text with a Log In link that brings the visitor back here. */
export function LoginPrompt({ text, announce = false }: { text: string; announce?: boolean }) {
  const location = useLocation();
  const { to, state } = loginRedirect(pathOf(location));
  return (
    <p
      role={announce ? 'alert' : undefined}
      className="flex flex-wrap items-center gap-x-2 rounded-lg border border-amber-300 bg-amber-50 px-3 text-sm text-amber-950"
    >
      <span className="py-2">{text}</span>
      <Link to={to} state={state} className={linkClass}>
        Log In
      </Link>
    </p>
  );
}
