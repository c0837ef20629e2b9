import {
  FAMILY_TYPES,
  FAMILY_TYPE_LABELS,
  MATRIMONIAL_LIMITS as L,
  PROFILE_TYPES,
  PROFILE_TYPE_LABELS,
} from '@sangam/shared/matrimonial-messages';
import { MATRIMONIAL_FIELD_LABELS as LABELS } from '@sangam/shared/matrimonial-wizard-messages';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { useT, type Translate } from '../../../i18n/useT.ts';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import type { Wizard } from '../lib/useWizard.ts';
import { WizardSelect, WizardText, boundTo, required } from './WizardText.tsx';

const options = <T extends string>(t: Translate, values: readonly T[], labels: Record<T, MessageId>) =>
  values.map((value) => ({ value, label: t(labels[value]) }));

/** Step 1: Basic Details. */
export function BasicStep({ wizard }: { wizard: Wizard }) {
  const t = useT();
  return (
    <>
      <WizardSelect
        wizard={wizard}
        name="profileType"
        label={required(t(LABELS.profileType))}
        options={options(t, PROFILE_TYPES, PROFILE_TYPE_LABELS)}
      />
      <WizardText wizard={wizard} name="fullName" label={required(t(LABELS.fullName))} autoComplete="off" />
      <WizardText wizard={wizard} name="dateOfBirth" label={required(t(LABELS.dateOfBirth))} type="date" />
      <WizardSelect
        wizard={wizard}
        name="gender"
        label={required(t(LABELS.gender))}
        options={[
          { value: '', label: t('matrimonial.wizard.selectGender') },
          { value: 'male', label: t('matrimonial.gender.male') },
          { value: 'female', label: t('matrimonial.gender.female') },
        ]}
      />
      <WizardText
        wizard={wizard}
        name="height"
        label={required(t(LABELS.height))}
        placeholder={t('matrimonial.wizard.heightPlaceholder')}
      />
      <WizardText
        wizard={wizard}
        name="weight"
        label={t('matrimonial.field.weight')}
        placeholder={t('matrimonial.wizard.weightPlaceholder')}
      />
      <WizardText
        wizard={wizard}
        name="contactNumber"
        label={required(t(LABELS.contactNumber))}
        type="tel"
        inputMode="tel"
      />
      <WizardText wizard={wizard} name="email" label={t('matrimonial.field.email')} type="email" />
    </>
  );
}

/** Step 2: where the person lives, their community, education and work. */
export function BackgroundStep({ wizard }: { wizard: Wizard }) {
  const t = useT();
  return (
    <>
      <WizardText wizard={wizard} name="city" label={required(t(LABELS.city))} />
      <WizardText wizard={wizard} name="state" label={required(t(LABELS.state))} />
      <WizardText wizard={wizard} name="country" label={t('matrimonial.field.country')} />
      <WizardText wizard={wizard} name="religion" label={t('matrimonial.field.religion')} />
      <WizardText wizard={wizard} name="caste" label={required(t(LABELS.caste))} />
      <WizardText wizard={wizard} name="subCaste" label={t('matrimonial.field.subCaste')} />
      <WizardText wizard={wizard} name="education" label={required(t(LABELS.education))} />
      <WizardText wizard={wizard} name="occupation" label={required(t(LABELS.occupation))} />
      <WizardText wizard={wizard} name="income" label={t('matrimonial.field.annualIncome')} />
    </>
  );
}

/** Step 3: the family and About Me. */
export function FamilyStep({ wizard }: { wizard: Wizard }) {
  const t = useT();
  const count = { type: 'number', min: 0, inputMode: 'numeric' } as const;
  return (
    <>
      <WizardSelect
        wizard={wizard}
        name="familyType"
        label={required(t(LABELS.familyType))}
        options={options(t, FAMILY_TYPES, FAMILY_TYPE_LABELS)}
      />
      <WizardText wizard={wizard} name="fatherOccupation" label={t('matrimonial.field.fatherOccupation')} />
      <WizardText wizard={wizard} name="motherOccupation" label={t('matrimonial.field.motherOccupation')} />
      <div className="grid grid-cols-2 gap-3">
        <WizardText wizard={wizard} name="brothers" label={t('matrimonial.field.brothers')} {...count} />
        <WizardText wizard={wizard} name="marriedBrothers" label={t('matrimonial.field.marriedBrothers')} {...count} />
        <WizardText wizard={wizard} name="sisters" label={t('matrimonial.field.sisters')} {...count} />
        <WizardText wizard={wizard} name="marriedSisters" label={t('matrimonial.field.marriedSisters')} {...count} />
      </div>
      <TextAreaField
        label={t('matrimonial.field.aboutMe')}
        rows={5}
        maxLength={L.aboutMeMax}
        length={wizard.values.aboutMe.length}
        {...boundTo(wizard, 'aboutMe')}
      />
    </>
  );
}
