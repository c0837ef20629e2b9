import type { ComponentProps } from 'react';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { WizardValues } from '../lib/wizard.ts';
import type { Wizard } from '../lib/useWizard.ts';

export const required = (label: string) => `${label} *`;

/** A wizard field's name, value, change handler and error, to spread into a text, select or text-area field. */
export const boundTo = (wizard: Wizard, name: keyof WizardValues) => ({
  name,
  value: wizard.values[name],
  onChange: wizard.set(name),
  error: wizard.error(name),
});

/** A field's own props less those the wizard binds. */
type Bound<FieldProps> = { wizard: Wizard; name: keyof WizardValues; label: string } & Omit<
  FieldProps,
  'label' | 'name' | 'value' | 'onChange' | 'error'
>;

/** One text field of the wizard, bound to its value and its error. */
export function WizardText({ wizard, name, label, ...props }: Bound<ComponentProps<typeof TextField>>) {
  return <TextField label={label} {...boundTo(wizard, name)} {...props} />;
}

/** One choice of the wizard, bound to its value and its error. */
export function WizardSelect({ wizard, name, label, ...props }: Bound<ComponentProps<typeof SelectField>>) {
  return <SelectField label={label} {...boundTo(wizard, name)} {...props} />;
}
