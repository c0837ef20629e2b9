export interface BarDatum {
  label: string;
  value: number;
  /** Extra words after the value, e.g. "3 completed". */
  detail?: string;
}

interface BarChartProps {
  /** Names the chart for screen readers (the card around it usually shows it as a heading). */
  label: string;
  data: BarDatum[];
  emptyText: string;
  /** Tailwind background class of the bars. */
  barClassName?: string;
}

/**
 * Horizontal bars as a plain list: every label and number is text, so screen readers and
 * narrow phones read it without the bars (which are decoration).
 */
export function BarChart({ label, data, emptyText, barClassName = 'bg-brand-600' }: BarChartProps) {
  if (data.length === 0) return <p className="py-4 text-sm text-slate-600">{emptyText}</p>;
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <figure aria-label={label}>
      <ul className="space-y-3">
        {data.map((datum) => (
          <li key={datum.label}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium text-slate-800">{datum.label}</span>
              <span className="shrink-0 text-slate-700">
                <span className="font-bold text-slate-900">{datum.value}</span>
                {datum.detail && <span className="ml-1 text-slate-600">({datum.detail})</span>}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className={`h-full rounded-full ${barClassName}`}
                style={{ width: `${(datum.value / max) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
