/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { FIELD_TYPES, type FieldType } from '@sangam/shared/form-messages';
import { FIELD_TYPE_LABELS } from '../lib/builder.ts';

/**
 * Every field type, each one tap away (added at the end of the form, then reordered on the canvas). The grid fits the
 * panel: as many 8.5rem columns as its width holds (two on a phone, one in the desktop builder's narrow column), and
 * a label that is still too long wraps inside its button rather than spilling out.
 */
export function Toolbox({ onAdd }: { onAdd: (type: FieldType) => void }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,8.5rem),1fr))] gap-2" aria-label="Field types">
      {FIELD_TYPES.map((type) => (
        <li key={type} className="min-w-0">
          <button
            type="button"
            onClick={() => onAdd(type)}
            aria-label={`Add ${FIELD_TYPE_LABELS[type]} field`}
            className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
          >
            <span aria-hidden="true" className="text-brand-700">
              +
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">{FIELD_TYPE_LABELS[type]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
