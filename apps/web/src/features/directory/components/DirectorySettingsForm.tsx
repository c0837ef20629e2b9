/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { DirectoryConfigSchema, type DirectoryConfig } from '@sangam/shared/directory';
import { DIRECTORY } from '@sangam/shared/limits';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { say, useT } from '../../../i18n/useT.ts';
import { SubmitButton } from '../../../components/ui/FormActions.tsx';

const FILTERS: { name: Exclude<keyof DirectoryConfig, 'limit'>; label: string; hint: string }[] = [
  {
    name: 'enforcePublicFilter',
    label: 'Only show public profiles',
    hint: 'Members who hid their profile stay out of the directory.',
  },
  {
    name: 'enforceActiveFilter',
    label: 'Only show active accounts',
    hint: 'Deactivated and suspended members stay out.',
  },
  {
    name: 'excludeCurrentUser',
    label: 'Hide the viewing member from their own results',
    hint: 'Members do not see themselves in the list.',
  },
];

interface DirectorySettingsFormProps {
  config: DirectoryConfig;
  saving: boolean;
  onSave: (config: DirectoryConfig) => void;
}

export function DirectorySettingsForm({ config, saving, onSave }: DirectorySettingsFormProps) {
  useT(); // the limit's message is a catalogue id, said in the language shown
  const { register, handleSubmit, errors } = useZodForm(DirectoryConfigSchema, config);

  return (
    <form id="directory-settings" onSubmit={handleSubmit(onSave)} noValidate className="space-y-5">
      <fieldset disabled={saving} className="space-y-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Directory filters</legend>
        {FILTERS.map((filter) => (
          <label
            key={filter.name}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50"
          >
            <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...register(filter.name)} />
            <span>
              <span className="block text-sm font-medium text-slate-900">{filter.label}</span>
              <span className="block text-sm text-slate-600">{filter.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        label="Most members a viewer can page through"
        type="number"
        inputMode="numeric"
        min={DIRECTORY.limitMin}
        max={DIRECTORY.limitMax}
        step={1}
        className="max-w-xs"
        disabled={saving}
        hint={`The directory's results end there, searches included. A whole number from ${DIRECTORY.limitMin} to ${DIRECTORY.limitMax}.`}
        error={errors.limit?.message && say(errors.limit.message)}
        {...register('limit', { valueAsNumber: true })}
      />
      <SubmitButton busy={saving}>Save Changes</SubmitButton>
    </form>
  );
}
