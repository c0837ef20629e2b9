import { Link, useSearchParams } from 'react-router';
import type { Interest } from '@sangam/shared/matrimonial-interests';
import {
  INTEREST_STATUS_LABELS,
  type InterestDirection,
  type InterestStatus,
} from '@sangam/shared/matrimonial-interests-messages';
import { messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useAnswerInterest, useInterests, useWithdrawInterest } from '../api/interests.ts';
import { ProfilePhoto } from './ProfileCard.tsx';

const TONES = { pending: 'amber', accepted: 'green', declined: 'red', withdrawn: 'slate' } as const satisfies Record<
  InterestStatus,
  string
>;

function InterestCard({ interest }: { interest: Interest }) {
  const t = useT();
  const answer = useAnswerInterest();
  const withdraw = useWithdrawInterest();
  const received = interest.direction === 'received';
  const other = received ? interest.fromProfile : interest.toProfile;
  const mine = received ? interest.toProfile : interest.fromProfile;
  const pending = interest.status === 'pending';
  const failed = answer.error ?? withdraw.error;
  const busy = answer.isPending || withdraw.isPending;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row">
      <ProfilePhoto profile={other} className="h-24 w-24 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-bold text-slate-900">{other.fullName}</h3>
          <Badge tone={TONES[interest.status]}>{t(INTEREST_STATUS_LABELS[interest.status])}</Badge>
        </div>
        <p className="text-slate-700">
          {t('matrimonial.card.age', { age: other.age })} · {other.city}
        </p>
        <p className="text-sm text-slate-700">
          {t(received ? 'matrimonial.interests.receivedFor' : 'matrimonial.interests.sentFor', {
            name: mine.fullName,
          })}
        </p>
        {interest.message && <p className="whitespace-pre-line text-slate-800">“{interest.message}”</p>}
        {interest.status === 'accepted' &&
          (interest.whatsapp ? (
            <a
              href={interest.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'border-green-700 text-green-800 hover:bg-green-50')}
            >
              {t('matrimonial.interests.whatsapp')}
            </a>
          ) : (
            <p className="text-sm text-slate-700">
              <Link to="/pricing" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                {t('matrimonial.interests.upgrade')}
              </Link>
            </p>
          ))}
        {failed && <Alert>{messageOr(failed, t('matrimonial.interests.actionFailed'))}</Alert>}
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <Link to={`/matrimonial/profile/${other._id}`} className={buttonClasses('secondary')}>
          {t('matrimonial.interests.viewProfile')}
        </Link>
        {pending && received && (
          <>
            <Button disabled={busy} onClick={() => answer.mutate({ id: interest._id, action: 'accept' })}>
              {t('matrimonial.interests.accept')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => answer.mutate({ id: interest._id, action: 'decline' })}
            >
              {t('matrimonial.interests.decline')}
            </Button>
          </>
        )}
        {pending && !received && (
          <Button variant="danger" disabled={busy} onClick={() => withdraw.mutate(interest._id)}>
            {t('matrimonial.interests.withdraw')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** My Profiles -> Interests: received and sent, each with its status and what can be done about it. */
export function Interests() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const direction: InterestDirection = searchParams.get('interests') === 'sent' ? 'sent' : 'received';
  const page = Math.max(1, Number(searchParams.get('interestsPage')) || 1);
  const query = useInterests(direction, page);
  const go = (next: { direction?: InterestDirection; page?: number }) =>
    setSearchParams(
      (params) => {
        params.set('interests', next.direction ?? direction);
        if ((next.page ?? 1) > 1) params.set('interestsPage', String(next.page));
        else params.delete('interestsPage');
        return params;
      },
      { replace: true },
    );
  const pagination = query.data?.pagination;
  return (
    <section id="interests" aria-labelledby="interests-title" className="space-y-3 pt-4">
      <h2 id="interests-title" className="text-xl font-bold text-slate-900">
        {t('matrimonial.interests.title')}
      </h2>
      <div
        role="tablist"
        aria-label={t('matrimonial.interests.title')}
        className="flex gap-2 border-b border-slate-200"
      >
        {(
          [
            ['received', t('matrimonial.interests.tabs.received')],
            ['sent', t('matrimonial.interests.tabs.sent')],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={direction === id}
            onClick={() => go({ direction: id })}
            className={`min-h-11 px-4 font-semibold ${direction === id ? 'border-b-2 border-brand-700 text-brand-800' : 'text-slate-700'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`matrimonial.interests.tabs.${direction}`)}>
        {query.isPending ? (
          <PageStatus text={t('matrimonial.interests.loading')} />
        ) : query.isError ? (
          <Alert>{messageOr(query.error, t('matrimonial.interests.loadFailed'))}</Alert>
        ) : query.data.interests.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-700">
            {t(`matrimonial.interests.empty.${direction}`)}
          </p>
        ) : (
          <ul className="space-y-3">
            {query.data.interests.map((interest) => (
              <InterestCard key={interest._id} interest={interest} />
            ))}
          </ul>
        )}
        {pagination && pagination.pages > 1 && (
          <div className="mt-3 flex justify-between gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
              {t('matrimonial.interests.previous')}
            </Button>
            <Button variant="secondary" disabled={page >= pagination.pages} onClick={() => go({ page: page + 1 })}>
              {t('matrimonial.interests.next')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
