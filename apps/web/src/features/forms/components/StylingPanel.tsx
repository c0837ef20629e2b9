/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { BORDER_RADII, FORM_THEMES, SPACINGS } from '@sangam/shared/form-messages';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { label } from '../lib/labels.ts';
import type { FormDraft } from '../lib/types.ts';

type Styling = NonNullable<FormDraft['styling']>;

/** Theme, colours, corner radius and spacing. */
export function StylingPanel({ draft, onChange }: { draft: FormDraft; onChange: (draft: FormDraft) => void }) {
  const styling = (draft.styling ?? {}) as Styling;
  const set = (patch: Partial<Styling>) => onChange({ ...draft, styling: { ...styling, ...patch } });
  const colour = (key: 'primaryColor' | 'backgroundColor', text: string) => (
    <label className="flex min-h-11 items-center gap-3 text-base text-slate-800">
      <input
        type="color"
        className="h-11 w-16 rounded border border-slate-300"
        value={styling[key] ?? '#FFFFFF'}
        onChange={(event) => set({ [key]: event.target.value.toUpperCase() })}
      />
      {text} <span className="text-sm text-slate-600">{styling[key]}</span>
    </label>
  );
  return (
    <div className="space-y-4">
      <SelectField
        label="Theme"
        value={styling.theme ?? 'modern'}
        options={FORM_THEMES.map((t) => ({ value: t, label: label(t) }))}
        onChange={(event) => set({ theme: event.target.value as Styling['theme'] })}
      />
      {colour('primaryColor', 'Primary colour')}
      {colour('backgroundColor', 'Background colour')}
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Corner radius"
          value={styling.borderRadius ?? 'medium'}
          options={BORDER_RADII.map((r) => ({ value: r, label: label(r) }))}
          onChange={(event) => set({ borderRadius: event.target.value as Styling['borderRadius'] })}
        />
        <SelectField
          label="Spacing"
          value={styling.spacing ?? 'normal'}
          options={SPACINGS.map((s) => ({ value: s, label: label(s) }))}
          onChange={(event) => set({ spacing: event.target.value as Styling['spacing'] })}
        />
      </div>
    </div>
  );
}
