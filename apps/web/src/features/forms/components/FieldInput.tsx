import { Suspense } from 'react';
import { FORM_LIMITS } from '@sangam/shared/form-messages';
import type { FileAnswer, FormField } from '@sangam/shared/forms';
import { say, useT } from '../../../i18n/useT.ts';
import { lazyWithWords } from '../../../i18n/lazyWithWords.ts';
import { safeHtml } from '../lib/safeHtml.ts';
import { ALIGN_CLASSES, WIDTH_CLASSES } from '../lib/styling.ts';

// Only forms that ask for a file or a signature load these (and the upload code), after the form has drawn.
const FileAnswerInput = lazyWithWords('forms', () => import('./FileAnswerInput.tsx').then((m) => m.FileAnswerInput));
const SignaturePad = lazyWithWords('forms', () => import('./SignaturePad.tsx').then((m) => m.SignaturePad));
function LoadingField() {
  const t = useT();
  return <p className="min-h-11 text-sm text-slate-600">{t('forms.field.loading')}</p>;
}
const loadingField = <LoadingField />;

interface FieldInputProps {
  field: FormField;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  uploadPath: string | null;
}

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  url: 'url',
  number: 'number',
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
};

const inputClass = (error?: string) =>
  `block min-h-11 w-full border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-[var(--form-primary)] ${
    error ? 'border-red-600' : 'border-slate-400'
  }`;
const radius = { borderRadius: 'var(--form-radius)' };

const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** One field of a form as a submitter sees it, for every one of the 17 types. */
export function FieldInput({ field, value, error, onChange, onBlur, uploadPath }: FieldInputProps) {
  const t = useT();
  const id = `field-${field.id}`;
  const helpId = field.helpText ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const wrapper = `col-span-12 ${WIDTH_CLASSES[field.styling?.width ?? 'full']} ${ALIGN_CLASSES[field.styling?.alignment ?? 'left']}`;

  if (field.type === 'divider') {
    return (
      <div className={wrapper}>
        <hr className="border-slate-300" />
        {field.label && <p className="mt-2 text-base font-semibold text-slate-900">{field.label}</p>}
      </div>
    );
  }
  if (field.type === 'html') {
    return (
      <div
        className={`${wrapper} prose-sm text-base text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6`}
        // Cleaned by an allow-list in the browser as well as by the server when the form was saved.
        dangerouslySetInnerHTML={{ __html: safeHtml(field.content ?? '') }}
      />
    );
  }

  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    onBlur,
  };
  const options = 'options' in field ? field.options : [];
  const grouped = field.type === 'radio' || field.type === 'checkbox' || field.type === 'rating';

  let control;
  switch (field.type) {
    case 'textarea':
      control = (
        <textarea
          {...common}
          rows={FORM_LIMITS.textareaRows}
          placeholder={field.placeholder}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass(error)}
          style={radius}
        />
      );
      break;
    case 'select':
      control = (
        <select
          {...common}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass(error)}
          style={radius}
        >
          <option value="">{field.placeholder || t('forms.field.selectOption')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'radio':
    case 'checkbox': {
      const ticked = Array.isArray(value) ? (value as string[]) : [];
      control = (
        <div className="space-y-1">
          {options.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 text-base text-slate-800">
              <input
                type={field.type}
                name={id}
                value={option.value}
                checked={field.type === 'radio' ? value === option.value : ticked.includes(option.value)}
                onChange={(event) => {
                  if (field.type === 'radio') onChange(option.value);
                  else
                    onChange(
                      event.target.checked ? [...ticked, option.value] : ticked.filter((v) => v !== option.value),
                    );
                }}
                onBlur={onBlur}
                className="size-5 accent-[var(--form-primary)]"
              />
              {option.label}
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'rating': {
      const current = Number(value) || 0;
      control = (
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="relative inline-flex size-11 cursor-pointer items-center justify-center">
              <input
                type="radio"
                name={id}
                value={n}
                checked={current === n}
                onChange={() => onChange(n)}
                onBlur={onBlur}
                className="peer absolute inset-0 opacity-0"
                aria-label={t('forms.field.stars', { count: n })}
              />
              <span
                aria-hidden="true"
                className={`text-3xl peer-focus-visible:outline-2 peer-focus-visible:outline-[var(--form-primary)] ${n <= current ? 'text-amber-500' : 'text-slate-300'}`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'file':
      control = (
        <Suspense fallback={loadingField}>
          <FileAnswerInput
            id={id}
            value={value && typeof value === 'object' && !Array.isArray(value) ? (value as FileAnswer) : undefined}
            onChange={onChange}
            uploadPath={uploadPath && `${uploadPath}?field=${encodeURIComponent(field.id)}`}
            describedBy={describedBy}
            invalid={Boolean(error)}
          />
        </Suspense>
      );
      break;
    case 'signature':
      control = (
        <Suspense fallback={loadingField}>
          <SignaturePad
            id={id}
            value={asText(value)}
            onChange={onChange}
            describedBy={describedBy}
            invalid={Boolean(error)}
          />
        </Suspense>
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={INPUT_TYPES[field.type] ?? 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          placeholder={field.placeholder}
          value={asText(value)}
          min={field.type === 'number' ? field.validation?.min : undefined}
          max={field.type === 'number' ? field.validation?.max : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass(error)}
          style={radius}
        />
      );
  }

  const heading = (
    <>
      {field.label}
      {field.required && (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      )}
    </>
  );

  return (
    <div className={wrapper}>
      {grouped ? (
        <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-800">{heading}</legend>
          {control}
        </fieldset>
      ) : (
        <>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
            {heading}
          </label>
          {control}
        </>
      )}
      {field.helpText && (
        <p id={helpId} className="mt-1 text-sm text-slate-600">
          {field.helpText}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {say(error)}
        </p>
      )}
    </div>
  );
}
