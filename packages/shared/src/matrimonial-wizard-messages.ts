// The wizard's required fields, their labels and messages and its steps, apart from matrimonial-messages.ts so that
// the list page's first-paint words do not carry the wizard's (build/catalogs.ts counts every id a module names).
import type { MessageId } from './i18n/namespaces.ts';

/** Labels of the required fields, as the wizard marks them (catalogue ids). */
export const MATRIMONIAL_FIELD_LABELS = {
  profileType: 'matrimonial.field.profileType',
  fullName: 'matrimonial.field.fullName',
  dateOfBirth: 'matrimonial.field.dateOfBirth',
  gender: 'matrimonial.field.gender',
  height: 'matrimonial.field.height',
  contactNumber: 'matrimonial.field.contactNumber',
  city: 'matrimonial.field.city',
  state: 'matrimonial.field.state',
  caste: 'matrimonial.field.caste',
  education: 'matrimonial.field.education',
  occupation: 'matrimonial.field.occupation',
  familyType: 'matrimonial.field.familyType',
} as const satisfies Record<string, MessageId>;
export type RequiredMatrimonialField = keyof typeof MATRIMONIAL_FIELD_LABELS;

/** A missing required field is named with its label: "Full Name is required". */
export const MATRIMONIAL_REQUIRED_MESSAGES = {
  profileType: 'matrimonial.required.profileType',
  fullName: 'matrimonial.required.fullName',
  dateOfBirth: 'matrimonial.required.dateOfBirth',
  gender: 'matrimonial.required.gender',
  height: 'matrimonial.required.height',
  contactNumber: 'matrimonial.required.contactNumber',
  city: 'matrimonial.required.city',
  state: 'matrimonial.required.state',
  caste: 'matrimonial.required.caste',
  education: 'matrimonial.required.education',
  occupation: 'matrimonial.required.occupation',
  familyType: 'matrimonial.required.familyType',
} as const satisfies Record<RequiredMatrimonialField, MessageId>;

/** The required fields of each wizard step (spec section 5). Step 4 has none. */
export const WIZARD_STEP_FIELDS: readonly (readonly RequiredMatrimonialField[])[] = [
  ['profileType', 'fullName', 'dateOfBirth', 'gender', 'height', 'contactNumber'],
  ['city', 'state', 'caste', 'education', 'occupation'],
  ['familyType'],
  [],
];

export const WIZARD_STEPS = [
  'matrimonial.step.basic',
  'matrimonial.step.background',
  'matrimonial.step.family',
  'matrimonial.step.photos',
] as const satisfies readonly MessageId[];

/** A missing required field's message: "Full Name is required". */
export const requiredMessage = (field: RequiredMatrimonialField): MessageId => MATRIMONIAL_REQUIRED_MESSAGES[field];
