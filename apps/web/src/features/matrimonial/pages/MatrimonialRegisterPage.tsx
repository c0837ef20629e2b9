import { useSearchParams } from 'react-router';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { WIZARD_STEPS } from '@sangam/shared/matrimonial-wizard-messages';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { UploadProgress } from '../../../components/ui/UploadProgress.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { useLeaveGuard } from '../../../lib/useLeaveGuard.ts';
import { useProfile } from '../api/profiles.ts';
import { BackgroundStep, BasicStep, FamilyStep } from '../components/WizardDetailSteps.tsx';
import { WhoSeesWhat } from '../components/WhoSeesWhat.tsx';
import { PhotosStep } from '../components/WizardPhotosStep.tsx';
import { useWizard } from '../lib/useWizard.ts';
import { draftKey, useWizardDraft, type WizardDraft } from '../lib/wizardDraft.ts';
import { say, useT } from '../../../i18n/useT.ts';

export function MatrimonialRegisterPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const { user } = useSession();
  const existing = useProfile(editId ?? '', user?._id ?? null);
  const key = draftKey(user?._id ?? '', editId);
  const draft = useWizardDraft(key);
  if (editId && existing.isPending) return <PageStatus text={t('matrimonial.wizard.loadingProfile')} />;
  if (editId && existing.isError) return <Alert className="m-4">{t(M.loadFailed)}</Alert>;
  if (draft === undefined) return <PageStatus text={t('matrimonial.wizard.loading')} />;
  return <Wizard key={key} editing={editId && existing.data ? existing.data : null} draftKey={key} draft={draft} />;
}

const STEPS = [BasicStep, BackgroundStep, FamilyStep, PhotosStep];

interface WizardProps {
  editing: MatrimonialProfile | null;
  draftKey: string;
  draft: WizardDraft | null;
}

function Wizard({ editing, draftKey, draft }: WizardProps) {
  const t = useT();
  const wizard = useWizard(editing, draftKey, draft);
  const { step, upload } = wizard;
  const guard = useLeaveGuard(wizard.changed && !wizard.success);

  if (wizard.success) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-8">
        <Alert tone="success">{say(wizard.success)}</Alert>
      </section>
    );
  }

  const Step = STEPS[step]!;
  return (
    <section className="mx-auto max-w-2xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta title={t('matrimonial.meta.registerTitle')} description={t('matrimonial.meta.registerDescription')} />
      <h1 className="text-2xl font-bold text-slate-900">
        {editing ? t('matrimonial.wizard.editTitle') : t('matrimonial.wizard.createTitle')}
      </h1>
      <ol className="grid grid-cols-4 gap-2" aria-label={t('matrimonial.wizard.stepsLabel')}>
        {WIZARD_STEPS.map((title, i) => (
          <li
            key={title}
            aria-current={i === step ? 'step' : undefined}
            className={`rounded-lg px-2 py-2 text-center text-sm ${i === step ? 'bg-brand-700 font-semibold text-white' : i < step ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700'}`}
          >
            <span className="block font-bold">{i + 1}</span>
            <span className="hidden sm:block">{t(title)}</span>
          </li>
        ))}
      </ol>
      <h2 className="text-lg font-bold text-slate-900">
        {t('matrimonial.wizard.stepHeading', { number: step + 1, title: t(WIZARD_STEPS[step]!) })}
      </h2>
      {wizard.restored && wizard.changed && (
        <Alert tone="info" className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('matrimonial.wizard.restored')}</span>
          <button type="button" onClick={wizard.startOver} className="min-h-11 font-semibold underline">
            {t('matrimonial.wizard.startOver')}
          </button>
        </Alert>
      )}
      {wizard.stepError && <Alert>{say(wizard.stepError)}</Alert>}
      {(step === 0 || step === STEPS.length - 1) && <WhoSeesWhat />}

      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <Step wizard={wizard} />
      </div>

      {wizard.submitError && <Alert>{say(wizard.submitError)}</Alert>}
      {upload.uploading && <UploadProgress percent={upload.progress} />}
      <div className="flex justify-between gap-3">
        <Button variant="secondary" disabled={step === 0 || upload.uploading} onClick={wizard.previous}>
          {t('matrimonial.wizard.previous')}
        </Button>
        {step < WIZARD_STEPS.length - 1 ? (
          <Button onClick={wizard.next}>{t('matrimonial.wizard.next')}</Button>
        ) : (
          <Button onClick={() => void wizard.submit()} disabled={upload.uploading}>
            {upload.uploading ? t('matrimonial.wizard.submitting') : t('matrimonial.wizard.submit')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={guard.asking}
        title={t('matrimonial.wizard.leaveTitle')}
        confirmLabel={t('matrimonial.wizard.leaveConfirm')}
        onConfirm={guard.proceed}
        onCancel={guard.stay}
      >
        {t('matrimonial.wizard.leaveBody')}
      </ConfirmDialog>
    </section>
  );
}
