export interface Stat {
  label: string;
  value: number | string;
  /** A short line under the number (e.g. what the count includes). */
  note?: string;
}

/** Counts as a description list: each label is read with its number. */
export function StatCards({ stats, className = '' }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 md:grid-cols-4 ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-slate-700">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-slate-900">{stat.value}</dd>
          {stat.note && <dd className="mt-0.5 text-xs text-slate-600">{stat.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
