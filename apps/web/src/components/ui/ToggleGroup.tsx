/** A row of pressed/unpressed buttons choosing one of a few options (a view, a preview size). */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** Names the group for screen readers. */
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
          className={`min-h-11 rounded-md px-3 text-sm font-medium ${
            value === option.id ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
