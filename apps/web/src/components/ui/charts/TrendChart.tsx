import { useT } from '../../../i18n/useT.ts';

export interface TrendSeries {
  label: string;
  values: number[];
  /** Tailwind stroke and background classes for the line and its legend swatch. */
  strokeClassName: string;
  swatchClassName: string;
}

interface TrendChartProps {
  /** Names the chart and captions its data table. */
  label: string;
  /** One label per point (dates), shared by every series. */
  points: string[];
  series: TrendSeries[];
  emptyText: string;
}

const WIDTH = 600;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 32 };
const MAX_DOTTED_POINTS = 45;

/**
 * Lines over time as inline SVG (no chart library in the bundle). The drawing is hidden from
 * screen readers; they get the same numbers as a table (all-zero days left out, so a year stays short).
 */
export function TrendChart({ label, points, series, emptyText }: TrendChartProps) {
  const t = useT();
  if (points.length === 0) return <p className="py-4 text-sm text-slate-600">{emptyText}</p>;
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length === 1 ? innerWidth / 2 : (index / (points.length - 1)) * innerWidth);
  const y = (value: number) => PAD.top + innerHeight - (value / max) * innerHeight;
  // Whole-number gridlines only (counts), and no dots once a year of days would blur into a bar.
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const showDots = points.length <= MAX_DOTTED_POINTS;

  return (
    <figure>
      <ul className="mb-2 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
        {series.map((line) => (
          <li key={line.label} className="flex items-center gap-2">
            <span className={`inline-block h-1 w-5 rounded ${line.swatchClassName}`} />
            {line.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-600 text-[11px]">
              {tick}
            </text>
          </g>
        ))}
        {series.map((line) => (
          <g key={line.label} className={line.strokeClassName}>
            <polyline
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinejoin="round"
              points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
            />
            {showDots &&
              line.values.map((value, index) => (
                <circle key={index} cx={x(index)} cy={y(value)} r="3" fill="currentColor" />
              ))}
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} className="fill-slate-600 text-[11px]">
          {points[0]}
        </text>
        {points.length > 1 && (
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-slate-600 text-[11px]">
            {points[points.length - 1]}
          </text>
        )}
      </svg>
      <table className="sr-only">
        <caption>{label} (days with nothing to count are left out)</caption>
        <thead>
          <tr>
            <th scope="col">{t('common.chart.date')}</th>
            {series.map((line) => (
              <th key={line.label} scope="col">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) =>
            series.every((line) => !line.values[index]) ? null : (
              <tr key={point}>
                <th scope="row">{point}</th>
                {series.map((line) => (
                  <td key={line.label}>{line.values[index] ?? 0}</td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </figure>
  );
}
