import { useId, useState } from 'react';
import { messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { useRegenerateReferralCode } from '../api/regenerateReferralCode.ts';
import { whatsAppShareUrl } from '../lib/share.ts';
import type { useShareLink } from './useShareLink.ts';
import { Rich } from '../../../i18n/Rich.tsx';
import { useT } from '../../../i18n/useT.ts';

const whatsAppClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-green-700 bg-white px-4 py-2 text-sm font-semibold text-green-800 hover:bg-green-50';

interface ReferralLinkPanelProps {
  code: string;
  link: string;
  sharing: ReturnType<typeof useShareLink>;
}

export function ReferralLinkPanel({ code, link, sharing }: ReferralLinkPanelProps) {
  const t = useT();
  const inputId = useId();
  const regenerate = useRegenerateReferralCode();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onConfirm = () => {
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setNotice(t('referrals.link.regenerated'));
      },
    });
  };

  const onCancel = () => {
    setConfirming(false);
    regenerate.reset();
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${inputId}-heading`} className="text-lg font-bold text-slate-900">
        {t('referrals.link.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Rich
          text={t('referrals.link.code', { code })}
          parts={[<strong className="font-mono text-base tracking-wider text-slate-900" />]}
        />
      </p>
      <label htmlFor={inputId} className="sr-only">
        {t('referrals.link.label')}
      </label>
      {/* Read-only but selectable: a long press copies it where the Clipboard API is unavailable. */}
      <input
        id={inputId}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-3 block min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-base text-slate-900"
      />
      <div
        role="group"
        aria-label={t('referrals.link.shareGroup')}
        className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
      >
        <Button onClick={() => void sharing.copy()}>
          {t(sharing.copiedBy === 'copy' ? 'referrals.link.copied' : 'referrals.link.copy')}
        </Button>
        <Button variant="secondary" onClick={() => void sharing.share()}>
          {t(sharing.copiedBy === 'share' ? 'referrals.link.copied' : 'referrals.link.share')}
        </Button>
        <a href={whatsAppShareUrl(link)} target="_blank" rel="noopener noreferrer" className={whatsAppClasses}>
          {t('referrals.link.whatsapp')}
          <span className="sr-only"> {t('common.opensInNewTab')}</span>
        </a>
      </div>
      {/* Not a way to share: it replaces the code, so it sits apart and looks like a setting. */}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3">
        <p className="text-sm text-slate-600">{t('referrals.link.regenerateNote')}</p>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="min-h-11 px-1 text-sm font-medium text-slate-700 underline underline-offset-4 hover:text-slate-900"
        >
          {t('referrals.link.regenerate')}
        </button>
      </div>
      <span role="status" className="sr-only">
        {sharing.copiedBy ? t('referrals.link.copiedStatus') : ''}
      </span>
      {sharing.copyFailed && <Alert className="mt-3">{t('referrals.link.copyFailed')}</Alert>}
      {notice && (
        <Alert tone="success" className="mt-3">
          {notice}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('referrals.regenerate.title')}
        confirmLabel={t('referrals.link.regenerate')}
        busyLabel={t('referrals.regenerate.busy')}
        busy={regenerate.isPending}
        error={regenerate.isError ? messageOr(regenerate.error, t('referrals.regenerate.failed')) : null}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        {t('referrals.regenerate.text')}
      </ConfirmDialog>
    </section>
  );
}
