import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PROFILE_LIMITS, PROFILE_MESSAGES, ProfileUpdateSchema } from '@sangam/shared/profile';
import type { User } from '@sangam/shared/user';
import { useServerStatus } from '../../../api/useServerStatus.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { EMAIL_INPUT } from '../../../components/ui/fieldParts.tsx';
import { useUpdateProfile } from '../api/updateProfile.ts';
import { profileSaveError } from '../lib/saveError.ts';
import { PhotoPicker, type PhotoValue } from './PhotoPicker.tsx';
import { applyServerFieldErrors } from '../../../lib/serverFieldErrors.ts';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { say, useT } from '../../../i18n/useT.ts';

const splitInterests = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

// The API's schema, with interests typed as one comma-separated line (errors land on that one field).
const FormSchema = ProfileUpdateSchema.pick({ profession: true, bio: true, address: true, email: true }).extend({
  interests: z
    .string()
    .optional()
    .superRefine((text, context) => {
      const items = splitInterests(text ?? '');
      if (items.length > PROFILE_LIMITS.interestsMax)
        context.addIssue({ code: 'custom', message: PROFILE_MESSAGES.interestsMax });
      else if (items.some((item) => item.length > PROFILE_LIMITS.interestMax)) {
        context.addIssue({ code: 'custom', message: PROFILE_MESSAGES.interestMax });
      }
    })
    .transform((text) => (text === undefined ? undefined : splitInterests(text))),
});
type FormValues = z.output<typeof FormSchema>;

const SERVER_FIELDS = ['profession', 'bio', 'address', 'email', 'interests'] as const;

/** A field's error: the schema's messages are catalogue ids, the server's arrive in words. */
const said = (message: string | undefined) => (message ? say(message) : undefined);

interface ProfileFormProps {
  user: User;
  /** complete: the first-time form (profession, bio, address, photo); edit: everything. */
  mode: 'complete' | 'edit';
  /** Set after a save: the form shows it and stays locked until the parent moves on. */
  successMessage: string | null;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

export function ProfileForm({ user, mode, successMessage, onSaved, onCancel }: ProfileFormProps) {
  const t = useT();
  const update = useUpdateProfile();
  const serverDown = useServerStatus() === 'down';
  const [photo, setPhoto] = useState<PhotoValue>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const editing = mode === 'edit';

  const { register, handleSubmit, setError, control, errors } = useZodForm(FormSchema, {
    profession: user.profession || user.occupation,
    bio: user.bio,
    address: user.address ?? '',
    ...(editing ? { email: user.email ?? '', interests: user.interests.join(', ') } : {}),
  });

  const onSubmit = (values: FormValues) => {
    setFailure(null);
    setPhotoError(undefined);
    update.mutate(
      { ...values, ...(photo !== undefined ? { profileImage: photo } : {}) },
      {
        onSuccess: (reply) =>
          onSaved(reply?.message || t(editing ? PROFILE_MESSAGES.updated : PROFILE_MESSAGES.created)),
        onError: (error) => {
          const { profileImage } = applyServerFieldErrors(error, setError, SERVER_FIELDS);
          if (profileImage) setPhotoError(profileImage);
          setFailure(profileSaveError(error));
        },
      },
    );
  };

  const saving = update.isPending;
  const locked = saving || successMessage !== null;
  const bioLength = useWatch({ control, name: 'bio' })?.length ?? 0;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      {serverDown && (
        <Alert tone="warning">
          <p className="font-semibold">{t(PROFILE_MESSAGES.serverIssues)}</p>
          <p className="mt-1">{t('profile.form.serverDown')}</p>
        </Alert>
      )}
      <fieldset disabled={locked} className="space-y-5">
        {editing && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('profile.form.fullName')} value={user.name} disabled readOnly />
            <TextField label={t('profile.form.phone')} value={user.phoneNumber ?? ''} disabled readOnly />
            <p className="text-sm text-slate-600 sm:col-span-2">{t('profile.form.nameFixed')}</p>
          </div>
        )}
        <TextField
          label={t('profile.form.profession')}
          autoComplete="organization-title"
          maxLength={PROFILE_LIMITS.professionMax}
          aria-required="true"
          error={said(errors.profession?.message)}
          {...register('profession')}
        />
        <TextAreaField
          label={t('profile.form.bio')}
          rows={5}
          maxLength={PROFILE_LIMITS.bioMax}
          length={bioLength}
          hint={editing ? undefined : t('profile.form.bioHint')}
          error={said(errors.bio?.message)}
          {...register('bio')}
        />
        <TextField
          label={t('profile.form.address')}
          autoComplete="street-address"
          maxLength={PROFILE_LIMITS.addressMax}
          error={said(errors.address?.message)}
          {...register('address')}
        />
        {editing && (
          <>
            <TextField
              label={t('profile.form.email')}
              {...EMAIL_INPUT}
              error={said(errors.email?.message)}
              {...register('email')}
            />
            <TextField
              label={t('profile.form.interests')}
              hint={t('profile.form.interestsHint', { max: PROFILE_LIMITS.interestsMax })}
              error={said(errors.interests?.message)}
              {...register('interests')}
            />
          </>
        )}
        <PhotoPicker
          name={user.name}
          storedUrl={user.profileImage}
          value={photo}
          onChange={setPhoto}
          disabled={locked}
          error={said(photoError)}
        />
      </fieldset>

      {failure && <Alert>{failure}</Alert>}
      {successMessage && <Alert tone="success">{successMessage}</Alert>}

      <FormActions
        busy={saving}
        disabled={locked || serverDown}
        onCancel={onCancel}
        cancelText={t('profile.form.cancel')}
      >
        {t(editing ? 'profile.form.saveChanges' : 'profile.form.saveProfile')}
      </FormActions>
    </form>
  );
}
