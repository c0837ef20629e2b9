import { useState } from 'react';
import { messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { useT } from '../../../i18n/useT.ts';
import { fullDate } from '../../../lib/dateFormat.ts';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { useHiddenProfiles, useHideToggle, useShortlist } from '../api/shortlist.ts';
import { ProfileCard } from './ProfileCard.tsx';

/** Previous and Next under a saved list, when it has more than one page. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <div className="flex justify-center gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('matrimonial.interests.previous')}
      </Button>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('matrimonial.interests.next')}
      </Button>
    </div>
  );
}

/** The Shortlisted tab: the profiles the member keeps, newest first, each with its heart. */
export function ShortlistedProfiles() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useShortlist(page);
  if (list.isPending) return <PageStatus text={t('matrimonial.list.loadingMore')} />;
  if (list.isError) return <Alert>{t(M.loadListFailed)}</Alert>;
  if (list.data.profiles.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        {t('matrimonial.list.shortlistEmpty')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.profiles.map((profile) => (
          <li key={profile._id}>
            <ProfileCard profile={profile} signedIn />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={list.data.pagination.pages} onPage={setPage} />
    </div>
  );
}

/** The Hidden tab: the profiles the member said "Not interested" to, until when, with Undo. */
export function HiddenProfiles() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useHiddenProfiles(page);
  const undo = useHideToggle();
  if (list.isPending) return <PageStatus text={t('matrimonial.list.loadingMore')} />;
  if (list.isError) return <Alert>{t(M.loadListFailed)}</Alert>;
  if (list.data.profiles.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        {t('matrimonial.list.hiddenEmpty')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {undo.isError && <Alert>{messageOr(undo.error, t('matrimonial.list.actionFailed'))}</Alert>}
      <ul className="space-y-3">
        {list.data.profiles.map((profile) => (
          <li
            key={profile._id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <div>
              <p className="font-semibold text-slate-900">{profile.fullName}</p>
              <p className="text-sm text-slate-700">
                {t('matrimonial.card.age', { age: profile.age })} · {profile.city}, {profile.state}
              </p>
              <p className="text-sm text-slate-600">
                {t('matrimonial.card.hiddenUntil', { date: fullDate(new Date(profile.hiddenUntil)) })}
              </p>
            </div>
            <Button
              variant="secondary"
              disabled={undo.isPending}
              aria-label={`${t('matrimonial.card.undo')}: ${profile.fullName}`}
              onClick={() => undo.mutate({ id: profile._id, hide: false })}
            >
              {t('matrimonial.card.undo')}
            </Button>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={list.data.pagination.pages} onPage={setPage} />
    </div>
  );
}
