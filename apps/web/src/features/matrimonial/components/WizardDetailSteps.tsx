import {
  FAMILY_TYPES,
  MATRIMONIAL_FIELD_LABELS as LABELS,
  MATRIMONIAL_LIMITS as L,
  PROFILE_TYPES,
  PROFILE_TYPE_LABELS,
} from '@sangam/shared/matrimonial-messages';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import type { Wizard } from '../lib/useWizard.ts';
import { WizardSelect, WizardText, boundTo, required } from './WizardText.tsx';

const options = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** Step 1: Basic Details. */
export function BasicStep({ wizard }: { wizard: Wizard }) {
  return (
    <>
      <WizardSelect
        wizard={wizard}
        name="profileType"
        label={required(LABELS.profileType)}
        options={options(PROFILE_TYPES, (t) => PROFILE_TYPE_LABELS[t])}
      />
      <WizardText wizard={wizard} name="fullName" label={required(LABELS.fullName)} autoComplete="off" />
      <WizardText wizard={wizard} name="dateOfBirth" label={required(LABELS.dateOfBirth)} type="date" />
      <WizardSelect
        wizard={wizard}
        name="gender"
        label={required(LABELS.gender)}
        options={[
          { value: '', label: 'Select gender' },
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
      />
      <WizardText wizard={wizard} name="height" label={required(LABELS.height)} placeholder={'e.g. 5\'6"'} />
      <WizardText wizard={wizard} name="weight" label="Weight" placeholder="e.g. 60 kg" />
      <WizardText
        wizard={wizard}
        name="contactNumber"
        label={required(LABELS.contactNumber)}
        type="tel"
        inputMode="tel"
      />
      <WizardText wizard={wizard} name="email" label="Email" type="email" />
    </>
  );
}

/** Step 2: where the person lives, their community, education and work. */
export function BackgroundStep({ wizard }: { wizard: Wizard }) {
  return (
    <>
      <WizardText wizard={wizard} name="city" label={required(LABELS.city)} />
      <WizardText wizard={wizard} name="state" label={required(LABELS.state)} />
      <WizardText wizard={wizard} name="country" label="Country" />
      <WizardText wizard={wizard} name="religion" label="Religion" />
      <WizardText wizard={wizard} name="caste" label={required(LABELS.caste)} />
      <WizardText wizard={wizard} name="subCaste" label="Sub-caste" />
      <WizardText wizard={wizard} name="education" label={required(LABELS.education)} />
      <WizardText wizard={wizard} name="occupation" label={required(LABELS.occupation)} />
      <WizardText wizard={wizard} name="income" label="Annual Income" />
    </>
  );
}

/** Step 3: the family and About Me. */
export function FamilyStep({ wizard }: { wizard: Wizard }) {
  const count = { type: 'number', min: 0, inputMode: 'numeric' } as const;
  return (
    <>
      <WizardSelect
        wizard={wizard}
        name="familyType"
        label={required(LABELS.familyType)}
        options={options(FAMILY_TYPES, (t) => (t === 'joint' ? 'Joint' : 'Nuclear'))}
      />
      <WizardText wizard={wizard} name="fatherOccupation" label="Father's Occupation" />
      <WizardText wizard={wizard} name="motherOccupation" label="Mother's Occupation" />
      <div className="grid grid-cols-2 gap-3">
        <WizardText wizard={wizard} name="brothers" label="Brothers" {...count} />
        <WizardText wizard={wizard} name="marriedBrothers" label="Married Brothers" {...count} />
        <WizardText wizard={wizard} name="sisters" label="Sisters" {...count} />
        <WizardText wizard={wizard} name="marriedSisters" label="Married Sisters" {...count} />
      </div>
      <TextAreaField
        label="About Me"
        rows={5}
        maxLength={L.aboutMeMax}
        length={wizard.values.aboutMe.length}
        {...boundTo(wizard, 'aboutMe')}
      />
    </>
  );
}
