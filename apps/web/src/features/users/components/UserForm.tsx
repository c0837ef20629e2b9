/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { AdminUser } from '@sangam/shared/admin';
import { Alert } from '../../../components/ui/Alert.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { useCreateAdminUser } from '../api/createAdminUser.ts';
import type { AdminUsersParams } from '../api/getAdminUsers.ts';
import { useUpdateAdminUser } from '../api/updateAdminUser.ts';
import { PLAN_OPTIONS, STATUS_OPTIONS } from '../lib/options.ts';
import { userSaveError } from '../lib/saveError.ts';
import {
  changedFields,
  createBody,
  SERVER_FIELDS,
  userFormDefaults,
  userFormSchema,
  type PhotoValue,
  type UserFormValues,
} from '../lib/userForm.ts';
import { UserPhotoField } from './UserPhotoField.tsx';
import { applyServerFieldErrors } from '../../../lib/serverFieldErrors.ts';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { FormActions } from '../../../components/ui/FormActions.tsx';

/** The plan and the status: the server refuses a change of an admin's own. */
const SELF_LOCKED = [
  { name: 'planType', label: 'Plan', options: PLAN_OPTIONS, what: 'plan' },
  { name: 'accountStatus', label: 'Status', options: STATUS_OPTIONS, what: 'status' },
] as const;

interface UserFormProps {
  /** null: a new member. */
  user: AdminUser | null;
  /** The admin's own row: the server refuses a change of their own plan or status. */
  isSelf: boolean;
  /** The table in view, which a created member joins at the top. */
  listParams: AdminUsersParams;
  onSaved: (user: AdminUser | null) => void;
  onCancel: () => void;
}

export function UserForm({ user, isSelf, listParams, onSaved, onCancel }: UserFormProps) {
  const creating = user === null;
  const create = useCreateAdminUser(listParams);
  const update = useUpdateAdminUser();
  const [photo, setPhoto] = useState<PhotoValue>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const { register, handleSubmit, setError, control, errors } = useZodForm(
    userFormSchema(creating ? 'create' : 'edit'),
    userFormDefaults(user),
  );
  const name = useWatch({ control, name: 'name' });
  const saving = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    setPhotoError(applyServerFieldErrors(error, setError, SERVER_FIELDS).profileImage);
    setFailure(userSaveError(error));
  };

  const onSubmit = (values: UserFormValues) => {
    setFailure(null);
    setPhotoError(undefined);
    if (!user) {
      create.mutate(createBody(values, photo), { onSuccess: (reply) => onSaved(reply.user), onError });
      return;
    }
    const changes = changedFields(user, values, photo);
    if (Object.keys(changes).length === 0) {
      onSaved(null);
      return;
    }
    update.mutate({ id: user._id, changes }, { onSuccess: (reply) => onSaved(reply.user), onError });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name *"
          autoComplete="off"
          aria-required="true"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Phone Number *"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          aria-required="true"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label={creating ? 'Password *' : 'Password'}
          type="password"
          autoComplete="new-password"
          aria-required={creating ? 'true' : undefined}
          hint={creating ? 'At least 6 characters.' : 'Leave blank to keep the current password.'}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Occupation"
          autoComplete="off"
          error={errors.occupation?.message}
          {...register('occupation')}
        />
        {SELF_LOCKED.map(({ name, label, options, what }) => (
          <SelectField
            key={name}
            label={label}
            options={options}
            disabled={isSelf}
            hint={isSelf ? `You cannot change your own ${what}.` : undefined}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 sm:col-span-2">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('isPublic')} />
          <span className="text-sm font-medium text-slate-800">Public profile (shown in the member directory)</span>
        </label>
        <div className="sm:col-span-2">
          <UserPhotoField
            name={name}
            storedUrl={user?.profileImage ?? null}
            value={photo}
            onChange={setPhoto}
            disabled={saving}
            error={photoError}
          />
        </div>
      </fieldset>
      {failure && <Alert>{failure}</Alert>}
      <FormActions busy={saving} onCancel={onCancel}>
        {creating ? 'Create User' : 'Save Changes'}
      </FormActions>
    </form>
  );
}
