import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts';
import { FILTER_KEYS, type MatrimonialFilters as Filters } from '../api/profiles.ts';
import { useT } from '../../../i18n/useT.ts';
import type { MessageId } from '@sangam/shared/i18n/namespaces';

/** An age's input in the filters: whole years, 18 to 100. */
const AGE_INPUT = { type: 'number', inputMode: 'numeric', min: 18, max: 100 } as const;

/** A pause in typing this long applies the filters (one request per word on a slow phone, not per letter). */
const DEBOUNCE_MS = 400;

const TEXT_FILTERS = [
  ['city', 'matrimonial.field.city'],
  ['state', 'matrimonial.field.state'],
  ['caste', 'matrimonial.field.caste'],
  ['education', 'matrimonial.field.education'],
  ['occupation', 'matrimonial.field.occupation'],
] as const satisfies readonly (readonly [keyof Filters, MessageId])[];

const EMPTY = Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Filters;

/** The filters as the server is asked for them: trimmed, so a trailing space does not search again. */
const trimmed = (filters: Filters) => Object.fromEntries(FILTER_KEYS.map((k) => [k, filters[k].trim()])) as Filters;
const same = (a: Filters, b: Filters) => FILTER_KEYS.every((k) => a[k].trim() === b[k].trim());

/**
 * The spec's filters, applied as the member types (after a pause, like the directory's search) or at once on
 * Enter; choosing from a list applies at once too, since the pause only waits for typing to stop.
 */
export function MatrimonialFilters({ value, onApply }: { value: Filters; onApply: (filters: Filters) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // On a phone the filters would push every profile below the fold: they open on demand there.
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(draft, DEBOUNCE_MS);
  const latest = useRef({ value, onApply });

  // The address changed by itself (Back, a shared link): show its filters in the boxes.
  if (!same(value, shownValue)) {
    setShownValue(value);
    if (!same(value, draft)) setDraft(value);
  }

  useEffect(() => {
    latest.current = { value, onApply };
  });

  // Only a pause in typing applies the filters, so a Back in history is not undone by an old pause.
  useEffect(() => {
    if (!same(debounced, latest.current.value)) latest.current.onApply(trimmed(debounced));
  }, [debounced]);

  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const choose = (key: keyof Filters) => (event: { target: { value: string } }) => {
    const next = { ...draft, [key]: event.target.value };
    setDraft(next);
    onApply(trimmed(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!same(draft, value)) onApply(trimmed(draft));
    setOpen(false);
  };

  return (
    <>
      <Button variant="secondary" className="w-full sm:hidden" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('matrimonial.filters.hide') : t('matrimonial.filters.show')}
      </Button>
      <form
        role="search"
        aria-label={t('matrimonial.filters.label')}
        onSubmit={submit}
        className={`${open ? 'grid' : 'hidden'} gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
      >
        <TextField
          label={t('matrimonial.filters.search')}
          type="search"
          placeholder={t('matrimonial.filters.searchPlaceholder')}
          value={draft.search}
          onChange={set('search')}
          enterKeyHint="search"
          className="sm:col-span-2"
        />
        <SelectField
          label={t('matrimonial.field.gender')}
          value={draft.gender}
          onChange={choose('gender')}
          options={[
            { value: '', label: t('matrimonial.filters.all') },
            { value: 'female', label: t('matrimonial.filters.female') },
            { value: 'male', label: t('matrimonial.filters.male') },
          ]}
        />
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={t('matrimonial.filters.ageFrom')}
            {...AGE_INPUT}
            value={draft.ageMin}
            onChange={set('ageMin')}
          />
          <TextField
            label={t('matrimonial.filters.ageTo')}
            {...AGE_INPUT}
            value={draft.ageMax}
            onChange={set('ageMax')}
          />
        </div>
        {TEXT_FILTERS.map(([key, label]) => (
          <TextField key={key} label={t(label)} value={draft[key]} onChange={set(key)} />
        ))}
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
          {/* Results follow the typing; on a phone this closes the panel to show them. */}
          <Button type="submit" className="sm:hidden">
            {t('matrimonial.filters.showProfiles')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(EMPTY);
              onApply(EMPTY);
            }}
          >
            {t('matrimonial.filters.reset')}
          </Button>
        </div>
      </form>
    </>
  );
}
