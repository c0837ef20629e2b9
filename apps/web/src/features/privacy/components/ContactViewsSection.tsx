import { Link, useSearchParams } from 'react-router';
import type { ContactView } from '@sangam/shared/privacy';
import { PRIVACY_LIMITS } from '@sangam/shared/privacy-messages';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { SectionPending } from './SectionPending.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useContactViews } from '../api/contactViews.ts';

/** The page of the list, kept in the address (?views=2) so Back and a reload stay on it. */
const PAGE_PARAM = 'views';

function WhatWasSeen({ view }: { view: ContactView }) {
  const t = useT();
  if (view.subjectType === 'listing')
    return <>{t('privacy.reveal.views.listing', { title: view.subjectName ?? '' })}</>;
  if (view.subjectType === 'matrimonial') {
    return <>{t('privacy.reveal.views.matrimonial', { name: view.subjectName ?? '' })}</>;
  }
  return <>{t('privacy.reveal.views.member')}</>;
}

/**
 * Privacy Settings -> "Who viewed my contact details" (issue 36): every reveal of the member's own, listing or
 * matrimonial contacts in the last 90 days, newest first, for every member.
 */
export function ContactViewsSection() {
  const t = useT();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1);
  const query = useContactViews(page);
  const days = PRIVACY_LIMITS.revealHistoryDays;

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete(PAGE_PARAM);
    else next.set(PAGE_PARAM, String(target));
    const search = next.toString();
    return `/profile/privacy${search ? `?${search}` : ''}#contact-views-heading`;
  };

  let body;
  if (query.data) {
    const { views, pagination } = query.data;
    body =
      views.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('privacy.reveal.views.empty', { days })}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-200" aria-busy={query.isPlaceholderData}>
            {views.map((view) => (
              <li
                key={`${view.viewer._id}-${view.subjectType}-${view.subjectId}-${view.at}`}
                className="flex gap-3 py-3"
              >
                <Avatar src={view.viewer.profileImage} name={view.viewer.name} alt="" className="size-11 text-base" />
                <div className="min-w-0">
                  <Link
                    to={`/user-profile/${view.viewer._id}`}
                    className="inline-flex min-h-11 items-center font-semibold break-words text-brand-700 underline underline-offset-2"
                  >
                    {view.viewer.name}
                  </Link>
                  <p className="text-sm text-slate-800">
                    <WhatWasSeen view={view} />
                  </p>
                  <p className="text-sm text-slate-600">
                    <time dateTime={view.at}>{formatDateTime(view.at)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-3">
            <Pagination page={pagination.page} pages={pagination.pages} hrefFor={hrefFor} />
          </div>
        </>
      );
  } else {
    body = <SectionPending query={query} failed={t('privacy.reveal.views.loadFailed')} />;
  }

  return (
    <TitledSection headingId="contact-views-heading" title={t('privacy.reveal.views.heading')}>
      <p className="mt-1 text-slate-700">{t('privacy.reveal.views.intro', { days })}</p>
      {body}
    </TitledSection>
  );
}
