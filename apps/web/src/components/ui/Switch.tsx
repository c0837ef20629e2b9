/** An on/off switch: a 44 px tap target around a 32 px track. Named by `labelledBy`, explained by `describedBy`. */
export function Switch({
  checked,
  onChange,
  disabled = false,
  labelledBy,
  describedBy,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  labelledBy: string;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-11 min-w-16 shrink-0 items-center justify-center disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-8 w-14 items-center rounded-full transition-colors ${
          checked ? 'bg-green-700' : 'bg-slate-400'
        }`}
      >
        <span
          className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-7' : 'translate-x-1'
          }`}
        />
      </span>
    </button>
  );
}
