import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FILTER_KEYS, type MatrimonialFilters as Filters } from '../api/profiles.ts';

/** An age's input in the filters: whole years, 18 to 100. */
const AGE_INPUT = { type: 'number', inputMode: 'numeric', min: 18, max: 100 } as const;

const TEXT_FILTERS = [
  ['city', 'City'],
  ['state', 'State'],
  ['caste', 'Caste'],
  ['education', 'Education'],
  ['occupation', 'Occupation'],
] as const;

/** The spec's filters; applied with Search (typing alone does not refetch on a slow phone). */
export function MatrimonialFilters({ value, onApply }: { value: Filters; onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState(value);
  // On a phone the filters would push every profile below the fold: they open on demand there.
  const [open, setOpen] = useState(false);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    setOpen(false);
  };
  const empty = Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Filters;

  return (
    <>
      <Button variant="secondary" className="w-full sm:hidden" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide Filters' : 'Show Filters'}
      </Button>
      <form
        onSubmit={submit}
        className={`${open ? 'grid' : 'hidden'} gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
      >
        <TextField
          label="Search"
          type="search"
          placeholder="Name, city, education..."
          value={draft.search}
          onChange={set('search')}
          className="sm:col-span-2"
        />
        <SelectField
          label="Gender"
          value={draft.gender}
          onChange={set('gender')}
          options={[
            { value: '', label: 'All' },
            { value: 'female', label: 'Female (Bride)' },
            { value: 'male', label: 'Male (Groom)' },
          ]}
        />
        <div className="grid grid-cols-2 gap-2">
          <TextField label="Age from" {...AGE_INPUT} value={draft.ageMin} onChange={set('ageMin')} />
          <TextField label="Age to" {...AGE_INPUT} value={draft.ageMax} onChange={set('ageMax')} />
        </div>
        {TEXT_FILTERS.map(([key, label]) => (
          <TextField key={key} label={label} value={draft[key]} onChange={set(key)} />
        ))}
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">Search</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(empty);
              onApply(empty);
            }}
          >
            Reset Filters
          </Button>
        </div>
      </form>
    </>
  );
}
