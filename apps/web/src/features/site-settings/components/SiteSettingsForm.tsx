import { useFieldArray, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { AdminSiteSettingsSchema, type SiteSettings } from '@sangam/shared/site-settings';
import { SITE_SETTINGS_LIMITS as LIMITS } from '@sangam/shared/site-settings-messages';
import { TextField } from '../../../components/ui/TextField.tsx';
import { EMAIL_INPUT, PHONE_INPUT } from '../../../components/ui/fieldParts.tsx';
import { applyServerFieldErrors } from '../../../lib/serverFieldErrors.ts';
import { RowsFieldset } from './RowsFieldset.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { SubmitButton } from '../../../components/ui/FormActions.tsx';

/** The form's fields: the site's details and the privacy ones (the WhatsApp/SMS kinds have their own panel). */
const SiteSettingsFormSchema = AdminSiteSettingsSchema.omit({ phoneNotificationKinds: true });
type SiteSettingsInput = z.input<typeof SiteSettingsFormSchema>;
export type SiteSettingsFormValues = z.output<typeof SiteSettingsFormSchema>;

const SCALAR_FIELDS = [
  'communityName',
  'contactPhone',
  'contactEmail',
  'whatsappNumber',
  'address',
  'eventsUrl',
  'grievanceName',
  'grievanceEmail',
  'grievancePhone',
  'policyVersion',
] as const satisfies readonly Path<SiteSettingsInput>[];

/** Every field path of the form as it stands, for the server's `fields` (e.g. socialLinks.1.url). */
const fieldPaths = (values: SiteSettingsInput): Path<SiteSettingsInput>[] => [
  ...SCALAR_FIELDS,
  ...values.socialLinks.flatMap((_, i) => [`socialLinks.${i}.name`, `socialLinks.${i}.url`] as const),
  ...values.leadership.flatMap((_, i) => [`leadership.${i}.name`, `leadership.${i}.role`] as const),
];

interface SiteSettingsFormProps {
  settings: SiteSettings;
  saving: boolean;
  /** Resolves when saved; rejects with the server's error (its field messages land on the fields). */
  onSave: (settings: SiteSettingsFormValues) => Promise<unknown>;
}

export function SiteSettingsForm({ settings, saving, onSave }: SiteSettingsFormProps) {
  const { register, control, handleSubmit, setError, getValues, errors } = useZodForm(SiteSettingsFormSchema, settings);
  const social = useFieldArray({ control, name: 'socialLinks' });
  const leaders = useFieldArray({ control, name: 'leadership' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldPaths(getValues()));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <fieldset disabled={saving} className="space-y-4">
        <legend className="mb-1 text-base font-bold text-slate-900">Community and contact</legend>
        <TextField
          label="Community name"
          maxLength={LIMITS.communityNameMax}
          hint="Shown in the footer and in shared link previews."
          error={errors.communityName?.message}
          {...register('communityName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Support phone"
            {...PHONE_INPUT}
            autoComplete="off"
            hint="Indian mobile number, e.g. +91 98765 43210."
            error={errors.contactPhone?.message}
            {...register('contactPhone')}
          />
          <TextField
            label="WhatsApp number"
            {...PHONE_INPUT}
            autoComplete="off"
            hint="Members reach support here with one tap."
            error={errors.whatsappNumber?.message}
            {...register('whatsappNumber')}
          />
        </div>
        <TextField
          label="Support email"
          {...EMAIL_INPUT}
          autoComplete="off"
          maxLength={LIMITS.emailMax}
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
        <TextField
          label="Address"
          maxLength={LIMITS.addressMax}
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="Events site"
          type="url"
          inputMode="url"
          maxLength={LIMITS.urlMax}
          hint="The home page's events banner links here; it stays hidden while this is empty."
          error={errors.eventsUrl?.message}
          {...register('eventsUrl')}
        />
      </fieldset>

      <fieldset disabled={saving} className="space-y-4">
        <legend className="mb-1 text-base font-bold text-slate-900">Privacy (DPDP Act)</legend>
        <p className="text-sm text-slate-700">
          The Privacy Policy names the grievance officer members may write to about their personal data.
        </p>
        <TextField
          label="Grievance officer name"
          maxLength={LIMITS.leaderNameMax}
          autoComplete="off"
          error={errors.grievanceName?.message}
          {...register('grievanceName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Grievance officer email"
            {...EMAIL_INPUT}
            autoComplete="off"
            maxLength={LIMITS.emailMax}
            error={errors.grievanceEmail?.message}
            {...register('grievanceEmail')}
          />
          <TextField
            label="Grievance officer phone"
            {...PHONE_INPUT}
            autoComplete="off"
            hint="Indian mobile number, e.g. +91 98765 43210."
            error={errors.grievancePhone?.message}
            {...register('grievancePhone')}
          />
        </div>
        <TextField
          label="Policy version"
          maxLength={LIMITS.policyVersionMax}
          autoComplete="off"
          hint="Raising it asks every member to agree again at their next sign-in."
          error={errors.policyVersion?.message}
          {...register('policyVersion')}
        />
      </fieldset>

      <RowsFieldset
        legend="Social links"
        empty="No social links yet."
        rows={social.fields}
        max={LIMITS.socialLinksMax}
        columns="sm:grid-cols-[1fr_2fr_auto]"
        rowName="link"
        addLabel="Add Link"
        onAdd={() => social.append({ name: '', url: '' })}
        onRemove={social.remove}
        disabled={saving}
      >
        {(index) => (
          <>
            <TextField
              label={`Link ${index + 1} name`}
              maxLength={LIMITS.socialNameMax}
              placeholder="Facebook"
              error={errors.socialLinks?.[index]?.name?.message}
              {...register(`socialLinks.${index}.name`)}
            />
            <TextField
              label={`Link ${index + 1} address`}
              type="url"
              inputMode="url"
              maxLength={LIMITS.urlMax}
              placeholder="https://"
              error={errors.socialLinks?.[index]?.url?.message}
              {...register(`socialLinks.${index}.url`)}
            />
          </>
        )}
      </RowsFieldset>

      <RowsFieldset
        legend="Leadership team (About page)"
        empty="No one listed yet."
        rows={leaders.fields}
        max={LIMITS.leadershipMax}
        columns="sm:grid-cols-[1fr_1fr_auto]"
        rowName="person"
        addLabel="Add Person"
        onAdd={() => leaders.append({ name: '', role: '' })}
        onRemove={leaders.remove}
        disabled={saving}
      >
        {(index) => (
          <>
            <TextField
              label={`Person ${index + 1} name`}
              maxLength={LIMITS.leaderNameMax}
              error={errors.leadership?.[index]?.name?.message}
              {...register(`leadership.${index}.name`)}
            />
            <TextField
              label={`Person ${index + 1} role`}
              maxLength={LIMITS.leaderRoleMax}
              placeholder="President"
              error={errors.leadership?.[index]?.role?.message}
              {...register(`leadership.${index}.role`)}
            />
          </>
        )}
      </RowsFieldset>

      <SubmitButton busy={saving}>Save Changes</SubmitButton>
    </form>
  );
}
