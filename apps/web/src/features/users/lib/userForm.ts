import { z } from 'zod';
import {
  ADMIN_PLAN_TYPES,
  USER_FORM_MESSAGES,
  type AdminUser,
  type AdminUserCreateInput,
  type AdminUserUpdateInput,
} from '@sangam/shared/admin';
import { ACCOUNT } from '@sangam/shared/limits';
import { ACCOUNT_STATUSES } from '@sangam/shared/user';
import { PHONE_PATTERN, normalizePhone } from '@sangam/shared/phone';
import { effectivePlan } from '@sangam/shared/plans';
import type { PhotoValue } from '../../../components/ui/PhotoField.tsx';

export type UserFormMode = 'create' | 'edit';

/** The user form (spec section 5); a new member needs a password, an edit may leave it blank. */
export const userFormSchema = (mode: UserFormMode) =>
  z
    .object({
      name: z.string().trim().min(1, USER_FORM_MESSAGES.nameRequired).max(100, 'Name must be at most 100 characters'),
      phoneNumber: z
        .string()
        // The stored form (shared normalizePhone): members registered with +91 or another country's prefix pass.
        .transform(normalizePhone)
        .pipe(z.string().min(1, USER_FORM_MESSAGES.phoneRequired).regex(PHONE_PATTERN, USER_FORM_MESSAGES.phoneDigits)),
      password: z.string().max(200, 'Password must be at most 200 characters'),
      occupation: z.string().trim().max(100, 'Occupation must be at most 100 characters'),
      planType: z.enum(ADMIN_PLAN_TYPES),
      accountStatus: z.enum(ACCOUNT_STATUSES),
      isPublic: z.boolean(),
    })
    .superRefine(({ password }, context) => {
      if (!password) {
        if (mode === 'create')
          context.addIssue({ code: 'custom', path: ['password'], message: USER_FORM_MESSAGES.passwordRequiredNew });
        return;
      }
      if (password.length < ACCOUNT.passwordMin) {
        context.addIssue({ code: 'custom', path: ['password'], message: USER_FORM_MESSAGES.passwordMin });
      }
    });

export type UserFormInput = z.input<ReturnType<typeof userFormSchema>>;
export type UserFormValues = z.output<ReturnType<typeof userFormSchema>>;

export const SERVER_FIELDS = [
  'name',
  'phoneNumber',
  'password',
  'occupation',
  'planType',
  'accountStatus',
  'isPublic',
] as const;

export function userFormDefaults(user: AdminUser | null): UserFormInput {
  if (!user) {
    return {
      name: '',
      phoneNumber: '',
      password: '',
      occupation: '',
      planType: 'free',
      accountStatus: 'active',
      isPublic: true,
    };
  }
  return {
    name: user.name,
    phoneNumber: user.phoneNumber,
    password: '',
    occupation: user.occupation ?? '',
    planType: effectivePlan(user),
    accountStatus: user.accountStatus,
    isPublic: user.isPublic,
  };
}

/** undefined: keep the stored photo; null: remove it; a data URL: the new photo. */
export type { PhotoValue };

export function createBody(values: UserFormValues, photo: PhotoValue): AdminUserCreateInput {
  return { ...values, ...(typeof photo === 'string' ? { profileImage: photo } : {}) };
}

/** Spec section 7: only the fields that changed; a blank password is left out and the current one kept. */
export function changedFields(user: AdminUser, values: UserFormValues, photo: PhotoValue): AdminUserUpdateInput {
  const before = userFormDefaults(user);
  const changes: AdminUserUpdateInput = {};
  if (values.name !== before.name) changes.name = values.name;
  if (values.phoneNumber !== before.phoneNumber) changes.phoneNumber = values.phoneNumber;
  if (values.password) changes.password = values.password;
  if (values.occupation !== before.occupation) changes.occupation = values.occupation;
  if (values.planType !== before.planType) changes.planType = values.planType;
  if (values.accountStatus !== before.accountStatus) changes.accountStatus = values.accountStatus;
  if (values.isPublic !== before.isPublic) changes.isPublic = values.isPublic;
  if (photo !== undefined) changes.profileImage = photo;
  return changes;
}
