import { FirstLoad } from '../../../components/admin/ListStates.tsx';
import { Panel } from '../../../components/admin/Panel.tsx';
import { BarChart } from '../../../components/ui/charts/BarChart.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSubmissionAnalytics } from '../api/getSubmissionAnalytics.ts';
import type { SubmissionStats } from '../api/types.ts';

interface SubmissionsAnalyticsProps {
  formId: string;
  period: string;
  stats: SubmissionStats | undefined;
}

/** Per-field charts (option counts, rating and number averages), submissions per day and the top submitters. */
export function SubmissionsAnalytics({ formId, period, stats }: SubmissionsAnalyticsProps) {
  const analytics = useSubmissionAnalytics(formId, period);
  if (analytics.isError || !analytics.data) {
    return (
      <FirstLoad
        error={analytics.isError}
        query={analytics}
        loading="Loading charts..."
        failed="Failed to fetch submissions"
      />
    );
  }
  const { sampled, perDay, fields } = analytics.data;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Counted over {sampled} {sampled === 1 ? 'submission' : 'submissions'} of the chosen date range (spam left out).
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Submissions per day">
          <BarChart
            label="Submissions per day"
            data={perDay.map((day) => ({ label: formatDate(day.date), value: day.count }))}
            emptyText="No submissions yet."
          />
        </Panel>
        {fields.map((field) => {
          if (field.options) {
            return (
              <Panel key={field.id} title={field.label}>
                <BarChart
                  label={field.label}
                  data={field.options.map((option) => ({ label: option.label, value: option.count }))}
                  emptyText="No answers yet."
                />
              </Panel>
            );
          }
          if (field.average !== undefined) {
            return (
              <Panel key={field.id} title={field.label}>
                <p className="text-2xl font-bold text-slate-900">
                  {field.average === null
                    ? 'No answers yet'
                    : `${field.average.toFixed(1)}${field.type === 'rating' ? ' / 5' : ''}`}
                </p>
                <p className="text-sm text-slate-700">
                  Average of {field.answered} {field.answered === 1 ? 'answer' : 'answers'}
                </p>
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
