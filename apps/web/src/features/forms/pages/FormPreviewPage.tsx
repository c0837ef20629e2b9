import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Answers } from '@sangam/shared/form-logic';
import { FormInputSchema } from '@sangam/shared/forms';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useAdminForm } from '../api/getAdminForm.ts';
import { DeviceSwitch, deviceWidth, type Device } from '../components/DeviceSwitch.tsx';
import { FormView, type ViewedForm } from '../components/FormView.tsx';
import { ThankYou } from '../components/ThankYou.tsx';

/** Reads ?data= (the builder's form as JSON); anything that is not a form reads as nothing. */
function formFromData(data: string | null): ViewedForm | null {
  if (!data) return null;
  try {
    const parsed = FormInputSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** /forms/preview?data=... or ?id=...: the form as submitters will see it; nothing is sent. */
export function FormPreviewPage() {
  const t = useT();
  const [query] = useSearchParams();
  const { user, status } = useSession();
  const id = query.get('id') ?? undefined;
  const inline = useMemo(() => formFromData(query.get('data')), [query]);
  const stored = useAdminForm(id, !inline && user?.planType === 'admin');
  const [device, setDevice] = useState<Device>('desktop');
  const [answers, setAnswers] = useState<Answers>({});
  const [done, setDone] = useState(false);

  const form = inline ?? stored.data ?? null;
  let body;
  if (form) {
    body = done ? (
      <ThankYou message={form.settings?.successMessage} onBack={() => setDone(false)} />
    ) : (
      <FormView
        form={form}
        answers={answers}
        onAnswersChange={setAnswers}
        onSubmit={async () => setDone(true)}
        uploadPath={null}
      />
    );
  } else if (!id && !query.get('data')) {
    body = <Alert>{t('forms.preview.noForm')}</Alert>;
  } else if (id && (status === 'loading' || (stored.isPending && user?.planType === 'admin'))) {
    body = <PageStatus text={t('forms.filler.loading')} />;
  } else {
    body = <Alert>{t('forms.preview.failed')}</Alert>;
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => (window.opener ? window.close() : window.history.back())}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('forms.preview.backToEditor')}
        </button>
        <DeviceSwitch value={device} onChange={setDevice} />
      </div>
      <Alert tone="info" className="mb-4">
        {t('forms.preview.note')}
      </Alert>
      <div className={`mx-auto w-full ${deviceWidth(device)}`}>{body}</div>
    </div>
  );
}
