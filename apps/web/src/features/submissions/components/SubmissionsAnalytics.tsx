import type { FormField } from '@sangam/shared/forms';
import { Panel } from '../../../components/admin/Panel.tsx';
import { BarChart } from '../../../components/ui/charts/BarChart.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { Submission, SubmissionStats } from '../api/types.ts';

interface SubmissionsAnalyticsProps {
  fields: readonly FormField[];
  submissions: Submission[];
  stats: SubmissionStats | undefined;
}

/** Per-field charts over the submissions on screen: option counts, rating averages, submissions per day. */
export function SubmissionsAnalytics({ fields, submissions, stats }: SubmissionsAnalyticsProps) {
  const perDay = new Map<string, number>();
  for (const s of submissions) {
    const day = s.createdAt.slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const days = [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b));

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Charts count the {submissions.length} {submissions.length === 1 ? 'submission' : 'submissions'} that the filters
        show on this page.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Submissions per day">
          <BarChart
            label="Submissions per day"
            data={days.map(([day, value]) => ({ label: formatDate(day), value }))}
            emptyText="No submissions yet."
          />
        </Panel>
        {fields.map((field) => {
          if ('options' in field) {
            const counts = field.options.map((option) => ({
              label: option.label,
              value: submissions.filter((s) => {
                const answer = s.data?.[field.id];
                return Array.isArray(answer) ? answer.includes(option.value) : answer === option.value;
              }).length,
            }));
            return (
              <Panel key={field.id} title={field.label}>
                <BarChart label={field.label} data={counts} emptyText="No answers yet." />
              </Panel>
            );
          }
          if (field.type === 'rating') {
            const ratings = submissions.map((s) => Number(s.data?.[field.id])).filter((n) => n >= 1 && n <= 5);
            const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
            return (
              <Panel key={field.id} title={field.label}>
                <p className="text-2xl font-bold text-slate-900">
                  {ratings.length ? `${average.toFixed(1)} / 5` : 'No ratings yet'}
                </p>
                <BarChart
                  label={`${field.label}: ratings`}
                  data={[5, 4, 3, 2, 1].map((n) => ({
                    label: `${n} ${n === 1 ? 'star' : 'stars'}`,
                    value: ratings.filter((r) => r === n).length,
                  }))}
                  emptyText="No ratings yet."
                  barClassName="bg-amber-500"
                />
              </Panel>
            );
          }
          return null;
        })}
        <Panel title="Top Submitters">
          {stats && stats.topSubmitters.length > 0 ? (
            <ul className="divide-y divide-slate-100">
              {stats.topSubmitters.map((entry, index) => (
                <li key={entry.user?._id ?? index} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{entry.user?.name ?? 'Anonymous'}</span>
                    {entry.lastSubmission && (
                      <span className="block text-sm text-slate-600">
                        Last submission {formatDate(entry.lastSubmission)}
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 text-sm text-slate-700">{entry.count} submissions</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">No submitters yet.</p>
          )}
        </Panel>
      </div>
    </div>
  );
}
