import type { ComponentProps } from 'react';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { WizardValues } from '../lib/wizard.ts';
import type { Wizard } from '../lib/useWizard.ts';

export const required = (label: string) => `${label} *`;

type Props = { wizard: Wizard; name: keyof WizardValues; label: string } & Omit<
  ComponentProps<typeof TextField>,
  'label' | 'name' | 'value' | 'onChange' | 'error'
>;

/** One text field of the wizard, bound to its value and its error. */
export function WizardText({ wizard, name, label, ...props }: Props) {
  return (
    <TextField
      label={label}
      name={name}
      value={wizard.values[name]}
      onChange={wizard.set(name)}
      error={wizard.error(name)}
      {...props}
    />
  );
}

type SelectProps = { wizard: Wizard; name: keyof WizardValues; label: string } & Omit<
  ComponentProps<typeof SelectField>,
  'label' | 'name' | 'value' | 'onChange' | 'error'
>;

/** One choice of the wizard, bound to its value and its error. */
export function WizardSelect({ wizard, name, label, ...props }: SelectProps) {
  return (
    <SelectField
      label={label}
      name={name}
      value={wizard.values[name]}
      onChange={wizard.set(name)}
      error={wizard.error(name)}
      {...props}
    />
  );
}
