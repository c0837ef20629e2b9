import { FIELD_TYPES, type FieldType } from '@sangam/shared/form-messages';
import { FIELD_TYPE_LABELS } from '../lib/builder.ts';

/** Every field type, each one tap away (added at the end of the form, then reordered on the canvas). */
export function Toolbox({ onAdd }: { onAdd: (type: FieldType) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-2" aria-label="Field types">
      {FIELD_TYPES.map((type) => (
        <li key={type}>
          <button
            type="button"
            onClick={() => onAdd(type)}
            aria-label={`Add ${FIELD_TYPE_LABELS[type]} field`}
            className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
          >
            <span aria-hidden="true" className="text-brand-700">
              +
            </span>
            {FIELD_TYPE_LABELS[type]}
          </button>
        </li>
      ))}
    </ul>
  );
}
