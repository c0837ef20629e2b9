import { useLocation, useNavigate } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/useT.ts';

/** Back in history; a profile opened straight from a shared link has no history, so it goes to the directory. */
export function BackButton() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return (
    <button
      type="button"
      onClick={() => void (hasHistory ? navigate(-1) : navigate('/directory'))}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      <ChevronLeftIcon className="size-4" />
      {t('users.back')}
    </button>
  );
}
