/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { ALIGNMENTS, FIELD_WIDTHS, LENGTH_TYPES } from '@sangam/shared/form-messages';
import type { FormField } from '@sangam/shared/forms';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { FIELD_TYPE_LABELS, isChoice, optionValue } from '../lib/builder.ts';
import { label as word } from '../lib/labels.ts';

interface FieldEditorProps {
  field: FormField;
  /** The other fields, which a conditional rule may read. */
  others: FormField[];
  errors: { part: string; message: string }[];
  onChange: (field: FormField) => void;
}

const check = 'flex min-h-11 items-center gap-3 text-base text-slate-800';
const numberOrUndefined = (raw: string) => (raw.trim() === '' ? undefined : Number(raw));

/** The properties of the selected field: texts, options, validation, the conditional rule, width and alignment. */
export function FieldEditor({ field, others, errors, onChange }: FieldEditorProps) {
  const errorOf = (part: string) => errors.find((e) => e.part === part || e.part.startsWith(`${part}.`))?.message;
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch } as FormField);
  const rule = field.conditional;
  const controller = others.find((f) => f.id === rule.field);
  const display = field.type === 'divider' || field.type === 'html';

  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-700">{FIELD_TYPE_LABELS[field.type]} field</p>
      <TextField
        label="Label"
        value={field.label}
        error={errorOf('label')}
        onChange={(event) => set({ label: event.target.value })}
      />
      {!display && (
        <>
          <TextField
            label="Placeholder"
            value={field.placeholder ?? ''}
            onChange={(event) => set({ placeholder: event.target.value })}
          />
          <TextField
            label="Help text"
            value={field.helpText ?? ''}
            onChange={(event) => set({ helpText: event.target.value })}
          />
          <label className={check}>
            <input
              type="checkbox"
              className="size-5"
              checked={field.required}
              onChange={(event) => set({ required: event.target.checked })}
            />
            Required
          </label>
        </>
      )}
      {field.type === 'html' && (
        <TextAreaField
          label="Content (HTML)"
          rows={6}
          value={field.content ?? ''}
          onChange={(event) => set({ content: event.target.value } as Partial<FormField>)}
        />
      )}

      {isChoice(field.type) && 'options' in field && (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Options</legend>
          {field.options.map((option, index) => (
            <div key={index} className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={`Option ${index + 1}`}
                value={option.label}
                hint={`Value: ${option.value || '(empty)'}`}
                onChange={(event) => {
                  const options = field.options.map((o, i) =>
                    i === index ? { label: event.target.value, value: optionValue(event.target.value) } : o,
                  );
                  set({ options } as Partial<FormField>);
                }}
              />
              <button
                type="button"
                aria-label={`Remove option ${index + 1}`}
                // The spec: the option editor will not remove the last option.
                disabled={field.options.length <= 1}
                onClick={() => set({ options: field.options.filter((_, i) => i !== index) } as Partial<FormField>)}
                className="mb-6 inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 text-red-700 disabled:opacity-40"
              >
                ✕
              </button>
            </div>
          ))}
          {errorOf('options') && <p className="text-sm text-red-700">{errorOf('options')}</p>}
          <button
            type="button"
            className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50"
            onClick={() => {
              const n = field.options.length + 1;
              set({
                options: [...field.options, { label: `Option ${n}`, value: `option_${n}` }],
              } as Partial<FormField>);
            }}
          >
            Add option
          </button>
        </fieldset>
      )}

      {(LENGTH_TYPES as readonly string[]).includes(field.type) && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Minimum length"
            type="number"
            min={0}
            value={field.validation.minLength ?? ''}
            error={errorOf('validation.minLength')}
            onChange={(event) =>
              set({ validation: { ...field.validation, minLength: numberOrUndefined(event.target.value) } })
            }
          />
          <TextField
            label="Maximum length"
            type="number"
            min={0}
            value={field.validation.maxLength ?? ''}
            error={errorOf('validation.maxLength')}
            onChange={(event) =>
              set({ validation: { ...field.validation, maxLength: numberOrUndefined(event.target.value) } })
            }
          />
        </div>
      )}
      {field.type === 'number' && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Minimum value"
            type="number"
            value={field.validation.min ?? ''}
            onChange={(event) =>
              set({ validation: { ...field.validation, min: numberOrUndefined(event.target.value) } })
            }
          />
          <TextField
            label="Maximum value"
            type="number"
            value={field.validation.max ?? ''}
            error={errorOf('validation.max')}
            onChange={(event) =>
              set({ validation: { ...field.validation, max: numberOrUndefined(event.target.value) } })
            }
          />
        </div>
      )}

      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Conditional rule</legend>
        <label className={check}>
          <input
            type="checkbox"
            className="size-5"
            checked={rule.enabled}
            onChange={(event) => set({ conditional: { ...rule, enabled: event.target.checked } })}
          />
          Show or hide this field depending on an answer
        </label>
        {rule.enabled && (
          <>
            <SelectField
              label="Action"
              value={rule.action}
              options={[
                { value: 'show', label: 'Show this field when' },
                { value: 'hide', label: 'Hide this field when' },
              ]}
              onChange={(event) =>
                set({ conditional: { ...rule, action: event.target.value === 'hide' ? 'hide' : 'show' } })
              }
            />
            <SelectField
              label="Field"
              value={rule.field}
              error={errorOf('conditional')}
              options={[
                { value: '', label: 'Choose a field' },
                ...others
                  .filter((f) => f.type !== 'divider' && f.type !== 'html')
                  .map((f) => ({ value: f.id, label: f.label || FIELD_TYPE_LABELS[f.type] })),
              ]}
              onChange={(event) => set({ conditional: { ...rule, field: event.target.value, value: '' } })}
            />
            {controller && 'options' in controller ? (
              <SelectField
                label="Equals"
                value={rule.value}
                options={[
                  { value: '', label: 'Choose an answer' },
                  ...controller.options.map((o) => ({ value: o.value, label: o.label })),
                ]}
                onChange={(event) => set({ conditional: { ...rule, value: event.target.value } })}
              />
            ) : (
              <TextField
                label="Equals"
                value={rule.value}
                onChange={(event) => set({ conditional: { ...rule, value: event.target.value } })}
              />
            )}
          </>
        )}
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Width"
          value={field.styling.width}
          options={FIELD_WIDTHS.map((w) => ({ value: w, label: word(w) }))}
          onChange={(event) =>
            set({ styling: { ...field.styling, width: event.target.value as FormField['styling']['width'] } })
          }
        />
        <SelectField
          label="Alignment"
          value={field.styling.alignment}
          options={ALIGNMENTS.map((a) => ({ value: a, label: word(a) }))}
          onChange={(event) =>
            set({ styling: { ...field.styling, alignment: event.target.value as FormField['styling']['alignment'] } })
          }
        />
      </div>
    </div>
  );
}
