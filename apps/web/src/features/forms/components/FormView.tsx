import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { checkField, isEmptyAnswer, judgeAnswers, visibleFieldIds, type Answers } from '@sangam/shared/form-logic';
import type { FormField, FormSettings, FormStyling } from '@sangam/shared/forms';
import { useT } from '../../../i18n/useT.ts';
import { useSubmitLabel } from '../../../components/ui/useSubmitLabel.ts';
import { formStyle } from '../lib/styling.ts';
import { FieldInput } from './FieldInput.tsx';

export interface ViewedForm {
  title: string;
  description?: string;
  fields: FormField[];
  settings?: Pick<Partial<FormSettings>, 'requireLogin' | 'captcha' | 'successMessage'>;
  styling?: Partial<FormStyling>;
}

interface FormViewProps {
  form: ViewedForm;
  answers: Answers;
  onAnswersChange: (answers: Answers) => void;
  /** Gets the judged values; answers the server's per-field messages when it refused some. */
  onSubmit: (values: Answers, honeypot: string) => Promise<Record<string, string> | void>;
  uploadPath: string | null;
  /** Banners above the Submit button (login needed, a failed submit). */
  notice?: ReactNode;
  /** A hidden "Website" input that people never see and bots fill (docs/API-forms.md). */
  withHoneypot?: boolean;
}

/**
 * A form as a submitter sees it. Visibility and every message come from the shared judge (form-logic), the same
 * one the server runs, so the browser never accepts what the server refuses or the other way round.
 */
export function FormView({
  form,
  answers,
  onAnswersChange,
  onSubmit,
  uploadPath,
  notice,
  withHoneypot,
}: FormViewProps) {
  const t = useT();
  const label = useSubmitLabel();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const root = useRef<HTMLFormElement>(null);
  const shown = visibleFieldIds(form.fields, answers);
  const { className, style } = formStyle(form.styling);

  const focusFirstError = (found: Record<string, string>) => {
    const first = form.fields.find((field) => found[field.id]);
    if (!first) return;
    const target = root.current?.querySelector<HTMLElement>(
      `#field-${CSS.escape(first.id)}, [name="field-${first.id}"]`,
    );
    target?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const judged = judgeAnswers(form.fields, answers);
    setErrors(judged.errors);
    if (Object.keys(judged.errors).length > 0) {
      focusFirstError(judged.errors);
      return;
    }
    setSubmitting(true);
    try {
      const refused = await onSubmit(judged.values, honeypot);
      if (refused && Object.keys(refused).length > 0) {
        setErrors(refused);
        focusFirstError(refused);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={root}
      noValidate
      onSubmit={(event) => void submit(event)}
      className={`p-4 sm:p-6 ${className}`}
      style={style}
      aria-labelledby="form-title"
    >
      <h1 id="form-title" className="text-2xl font-bold text-slate-900">
        {form.title}
      </h1>
      {form.description && <p className="mt-2 whitespace-pre-line text-base text-slate-700">{form.description}</p>}
      <div className="mt-6 grid grid-cols-12" style={{ gap: 'var(--form-gap)' }}>
        {form.fields
          .filter((field) => shown.has(field.id))
          .map((field) => (
            <FieldInput
              key={field.id}
              field={field}
              value={answers[field.id]}
              error={errors[field.id]}
              uploadPath={uploadPath}
              onChange={(value) => {
                onAnswersChange({ ...answers, [field.id]: value });
                // Editing a field clears its message (spec section 5).
                if (errors[field.id]) {
                  const rest = { ...errors };
                  delete rest[field.id];
                  setErrors(rest);
                }
              }}
              onBlur={() => {
                const value = answers[field.id];
                if (isEmptyAnswer(value)) return;
                const message = checkField(field, value);
                if (message) setErrors((current) => ({ ...current, [field.id]: message }));
              }}
            />
          ))}
      </div>
      {withHoneypot && (
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            {t('forms.filler.website')}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </label>
        </div>
      )}
      {notice && <div className="mt-6">{notice}</div>}
      <button
        type="submit"
        disabled={submitting}
        className="mt-6 inline-flex min-h-11 w-full items-center justify-center px-5 text-base font-semibold text-white disabled:opacity-60 sm:w-auto"
        style={{ backgroundColor: 'var(--form-button)', borderRadius: 'var(--form-radius)' }}
      >
        {submitting ? t('forms.filler.submitting') : label(t('forms.filler.submit'))}
      </button>
      {(form.settings?.requireLogin || form.settings?.captcha) && (
        <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
          {form.settings.requireLogin && (
            <span className="rounded-full bg-slate-100 px-3 py-1 font-medium">{t('forms.filler.loginRequired')}</span>
          )}
          {form.settings.captcha && (
            <span className="rounded-full bg-slate-100 px-3 py-1 font-medium">
              {t('forms.filler.captchaProtected')}
            </span>
          )}
        </div>
      )}
    </form>
  );
}
