import { Modal } from '../components/ui/Modal.tsx';
import { useT } from '../i18n/useT.ts';

/** iPhone and iPad Safari have no install prompt: how to add Sangam from the Share menu. */
export function IphoneInstallSteps({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} title={t('common.pwa.iphoneTitle')} onClose={onClose}>
      <p className="text-sm text-slate-800">{t('common.pwa.iphoneSteps')}</p>
    </Modal>
  );
}
