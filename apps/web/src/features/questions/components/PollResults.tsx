import { QUESTION_MESSAGES as M } from '@sangam/shared/question-messages';
import type { Question } from '@sangam/shared/questions';
import { messageOr } from '../../../api/errors.ts';
import { LoginPrompt } from '../../../components/engagement/LoginPrompt.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useVoteOnPoll } from '../api/voteOnPoll.ts';
import { useT } from '../../../i18n/useT.ts';

const percent = (votes: number, total: number) => (total === 0 ? 0 : Math.round((votes / total) * 100));

/**
 * The poll: a bar per option with its share, the member's own vote marked. Options are buttons while the member
 * may still vote; the server decides expiry and double votes whatever the phone's clock says.
 */
export function PollResults({ question, signedIn }: { question: Question; signedIn: boolean }) {
  const t = useT();
  const vote = useVoteOnPoll(question._id);
  const total = question.totalVotes;
  const closed = question.pollExpired || question.status !== 'active';
  const canVote = signedIn && !closed && (!question.hasVoted || question.allowMultipleVotes);
  return (
    <section aria-labelledby="poll-heading" className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="poll-heading" className="text-base font-bold text-slate-900">
        {t('questions.poll.heading', { count: total })}
      </h2>
      <ul className="space-y-2">
        {question.pollOptions.map((option, index) => {
          const share = percent(option.voteCount, total);
          const bar = (
            <span
              className={`relative block w-full overflow-hidden rounded-lg border bg-white ${
                option.voted ? 'border-brand-600' : 'border-slate-300'
              }`}
            >
              <span
                aria-hidden="true"
                className={`absolute inset-y-0 left-0 ${option.voted ? 'bg-brand-100' : 'bg-slate-200'}`}
                style={{ width: `${share}%` }}
              />
              <span className="relative flex min-h-11 items-center justify-between gap-3 px-3 text-base text-slate-900">
                <span className="break-words">
                  {option.option}
                  {option.voted && (
                    <span className="ml-2 text-sm font-semibold text-brand-800">{t('questions.poll.yourVote')}</span>
                  )}
                </span>
                <span className="shrink-0 font-semibold">
                  {share}% <span className="sr-only">({t('questions.card.votes', { count: option.voteCount })})</span>
                </span>
              </span>
            </span>
          );
          return (
            <li key={index}>
              {canVote && !option.voted ? (
                <button
                  type="button"
                  className="block w-full text-left disabled:opacity-60"
                  disabled={vote.isPending}
                  aria-label={t('questions.poll.voteFor', { option: option.option })}
                  onClick={() => vote.mutate(index)}
                >
                  {bar}
                </button>
              ) : (
                bar
              )}
            </li>
          );
        })}
      </ul>
      {closed ? (
        <p className="font-semibold text-red-800">{t(question.pollExpired ? M.pollExpired : M.votingClosed)}</p>
      ) : (
        question.pollExpiresAt && (
          <p className="text-sm text-slate-700">
            {t('questions.poll.closes', { date: formatDateTime(question.pollExpiresAt) })}
            {question.allowMultipleVotes && ` · ${t('questions.poll.multipleAllowed')}`}
          </p>
        )
      )}
      {!signedIn && !closed && <LoginPrompt text={t(M.loginToVote)} />}
      {vote.isError && <Alert>{messageOr(vote.error, t(M.voteFailed))}</Alert>}
    </section>
  );
}
