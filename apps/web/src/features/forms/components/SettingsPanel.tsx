/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { BUILDER_CATEGORIES, BUILDER_STATUSES } from '@sangam/shared/form-messages';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { label } from '../lib/labels.ts';
import type { FormDraft } from '../lib/types.ts';

type Settings = NonNullable<FormDraft['settings']>;

interface SettingsPanelProps {
  draft: FormDraft;
  errors: Record<string, string>;
  onChange: (draft: FormDraft) => void;
}

const check = 'flex min-h-11 items-center gap-3 text-base text-slate-800';

/** ISO time <-> the local 'YYYY-MM-DDTHH:mm' a datetime-local input shows. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** Category, status and the settings: login, multiple submissions, limit, dates, messages, e-mail, captcha. */
export function SettingsPanel({ draft, errors, onChange }: SettingsPanelProps) {
  const settings = draft.settings as Settings & Record<string, never>;
  const set = (patch: Partial<Settings>) => onChange({ ...draft, settings: { ...settings, ...patch } });
  const mail = settings.emailNotification ?? { enabled: false, recipients: [], subject: '' };
  const toggle = (key: 'requireLogin' | 'allowMultipleSubmissions' | 'captcha', text: string) => (
    <label className={check}>
      <input
        type="checkbox"
        className="size-5"
        checked={Boolean(settings[key])}
        onChange={(event) => set({ [key]: event.target.checked })}
      />
      {text}
    </label>
  );

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Category"
          value={draft.category}
          options={BUILDER_CATEGORIES.map((c) => ({ value: c, label: label(c) }))}
          onChange={(event) => onChange({ ...draft, category: event.target.value as FormDraft['category'] })}
        />
        <SelectField
          label="Status"
          value={draft.status}
          options={BUILDER_STATUSES.map((s) => ({ value: s, label: label(s) }))}
          onChange={(event) => onChange({ ...draft, status: event.target.value as FormDraft['status'] })}
        />
      </div>
      {toggle('requireLogin', 'Require login to submit')}
      {toggle('allowMultipleSubmissions', 'Allow more than one submission per member')}
      {toggle('captcha', 'Protect with a CAPTCHA')}
      <TextField
        label="Submission limit"
        type="number"
        min={1}
        hint="Leave empty for no limit."
        value={settings.submissionLimit ?? ''}
        error={errors['settings.submissionLimit']}
        onChange={(event) =>
          set({ submissionLimit: event.target.value === '' ? null : Math.max(1, Number(event.target.value)) })
        }
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Opens on"
          type="datetime-local"
          value={toLocalInput(settings.startDate)}
          onChange={(event) => set({ startDate: fromLocalInput(event.target.value) })}
        />
        <TextField
          label="Closes on"
          type="datetime-local"
          value={toLocalInput(settings.endDate)}
          error={errors['settings.endDate']}
          onChange={(event) => set({ endDate: fromLocalInput(event.target.value) })}
        />
      </div>
      <TextAreaField
        label="Success message"
        rows={3}
        value={settings.successMessage ?? ''}
        onChange={(event) => set({ successMessage: event.target.value })}
      />
      <TextField
        label="Redirect URL after submitting"
        type="url"
        placeholder="https://"
        hint="Leave empty to show the success message."
        value={settings.redirectUrl ?? ''}
        error={errors['settings.redirectUrl']}
        onChange={(event) => set({ redirectUrl: event.target.value })}
      />
      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">E-mail notification</legend>
        <label className={check}>
          <input
            type="checkbox"
            className="size-5"
            checked={mail.enabled}
            onChange={(event) => set({ emailNotification: { ...mail, enabled: event.target.checked } })}
          />
          E-mail me when someone submits
        </label>
        {mail.enabled && (
          <>
            <TextField
              label="Recipients"
              hint="E-mail addresses separated by commas."
              defaultValue={(mail.recipients ?? []).join(', ')}
              error={Object.entries(errors).find(([key]) => key.startsWith('settings.emailNotification'))?.[1]}
              onBlur={(event) =>
                set({
                  emailNotification: {
                    ...mail,
                    recipients: event.target.value
                      .split(',')
                      .map((v) => v.trim())
                      .filter(Boolean),
                  },
                })
              }
            />
            <TextField
              label="Subject"
              value={mail.subject ?? ''}
              onChange={(event) => set({ emailNotification: { ...mail, subject: event.target.value } })}
            />
          </>
        )}
      </fieldset>
    </div>
  );
}
