import { Link, useLocation } from 'react-router';
import { pathOf } from '../../../auth/redirect.ts';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useT } from '../../../i18n/useT.ts';

/** The spec's upgrade prompt for contacts and biodata. */
export function PremiumModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const location = useLocation();
  return (
    <Modal open={open} title={t(M.premiumTitle)} onClose={onClose}>
      <p className="text-slate-800">{t(M.premiumBody)}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('matrimonial.premium.cancel')}
        </Button>
        <Link to="/pricing" state={{ from: pathOf(location) }} className={buttonClasses('primary')}>
          {t('matrimonial.premium.upgrade')}
        </Link>
      </div>
    </Modal>
  );
}
