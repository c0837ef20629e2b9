import type { Dashboard } from '../api/getDashboard.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { RecentList } from './RecentList.tsx';

// The server records actions as codes; each reads as a verb between the admin's and the member's name.
const ACTION_TEXT: Record<string, string> = {
  'user.create': 'created the account of',
  'user.update': 'updated',
  'user.delete': 'deleted',
  'referral.complete': 'completed a referral by',
  'referral.reward': 'gave a referral reward to',
  'referral.manual_reward': 'granted a reward to',
  'referral.regenerate_code': 'regenerated the referral code of',
  'listing.approve': 'approved the listing',
  'listing.update': 'edited the listing',
  'listing.delete': 'deleted the listing',
  'matrimonial.approve': 'approved the matrimonial profile of',
  'matrimonial.reject': 'rejected the matrimonial profile of',
  'matrimonial.show': 'showed the matrimonial profile of',
  'matrimonial.hide': 'hid the matrimonial profile of',
  'matrimonial.delete': 'deleted the matrimonial profile of',
  'success_story.create': 'published the success story of',
  'success_story.update': 'edited the success story of',
  'success_story.delete': 'deleted the success story of',
  'news.create': 'created the article',
  'news.update': 'edited the article',
  'news.publish': 'published the article',
  'news.delete': 'deleted the article',
  'question.update': 'updated the question',
  'question.delete': 'deleted the question',
  'answer.update': 'changed the status of the answer',
  'answer.delete': 'deleted the answer',
  'answer.mark_best': 'marked as best the answer',
  'form.create': 'created the form',
  'form.update': 'edited the form',
  'form.status': 'changed the status of the form',
  'form.delete': 'deleted the form',
  'submission.status': 'reviewed the',
  'submission.flag': 'flagged the',
  'payment.refund': 'refunded the payment',
  'site-settings.update': 'updated the',
  'directory.config': 'updated the',
  'moderation.keep': 'kept',
  'moderation.remove': 'removed',
  'moderation.warn': 'warned the author of',
  'moderation.suspend': 'suspended the author of',
};

/** An action the list does not know yet still reads: 'listing.approve' -> 'listing approve'. */
const actionText = (action: string) => ACTION_TEXT[action] ?? action.replace(/[._-]+/g, ' ').trim();

/** Who did what to whom, and when: the newest audit log entries. */
export function AdminActivity({ entries }: { entries: Dashboard['auditLog'] }) {
  return (
    <RecentList items={entries} empty="No recent admin activity">
      {(entry) => (
        <li key={entry._id} className="py-2 text-sm">
          <p className="text-slate-900">
            <span className="font-medium">{entry.actor.name}</span> {actionText(entry.action)}{' '}
            <span className="font-medium">{entry.target.name}</span>
          </p>
          {entry.details && <p className="text-slate-700">{entry.details}</p>}
          <p className="text-xs text-slate-600">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
        </li>
      )}
    </RecentList>
  );
}
