import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import {
  FAMILY_TYPE_LABELS,
  GENDER_LABELS,
  MATRIMONIAL_MESSAGES as M,
  PROFILE_TYPE_LABELS,
} from '@sangam/shared/matrimonial-messages';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { getStoredMember, getToken } from '../../../api/token.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { profileQuery, useContactViews, useProfile } from '../api/profiles.ts';
import { ContactPanel } from '../components/ContactPanel.tsx';
import { ShortlistHeart, offersShortlist } from '../components/ShortlistActions.tsx';
import { NotInterestedButton } from '../components/NotInterested.tsx';
import { ProfilePhoto } from '../components/ProfileCard.tsx';
import { OwnerState } from '../components/OwnerState.tsx';
import { StatusBadges } from '../components/StatusBadges.tsx';
import { SendInterest } from '../components/SendInterest.tsx';
import { useT } from '../../../i18n/useT.ts';
import { ModerationNotice } from '../../../safety/ModerationNotice.tsx';
import { ReportButton } from '../../../safety/ReportButton.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  if (value === '' || value === null || value === undefined) return null;
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

/** A YYYY-MM-DD date of birth as the site writes dates ("14 March 1998", "14 मार्च 1998"), read as a local day. */
const writtenBirthday = (dob: string | undefined) => {
  const match = dob ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob) : null;
  return match ? formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : dob;
};

function Gallery({ profile }: { profile: MatrimonialProfile }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const images = profile.profileImages;
  if (images.length === 0) return <ProfilePhoto profile={profile} className="aspect-square w-full rounded-2xl" />;
  return (
    <div className="space-y-2">
      <img
        src={images[index]}
        alt={t('matrimonial.profile.photoAlt', { number: index + 1, name: profile.fullName })}
        className="aspect-square w-full rounded-2xl object-cover"
      />
      {images.length > 1 && (
        <div className="flex gap-2 overflow-x-auto">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('matrimonial.profile.showPhoto', { number: i + 1 })}
              aria-pressed={i === index}
              className={`h-16 w-16 shrink-0 overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand-700' : 'border-transparent'}`}
            >
              <img src={src} alt="" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Contacts and biodata: shown to premium members, admins and the owner; a login or upgrade prompt otherwise. */
function ContactViews({ id }: { id: string }) {
  const t = useT();
  const views = useContactViews(id, true);
  if (!views.data) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="mb-3 text-lg font-bold text-slate-900">{t('matrimonial.views.title')}</h2>
      {views.data.length === 0 ? (
        <p className="text-slate-700">{t('matrimonial.views.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {views.data.map((view) => (
            <li key={`${view.viewer._id}-${view.createdAt}`} className="flex justify-between gap-3 py-2">
              <span className="text-slate-900">
                {view.viewer.name}
                <span className="text-slate-600">
                  {' '}
                  · {view.kind === 'biodata' ? t('matrimonial.views.biodata') : t('matrimonial.views.contacts')}
                </span>
              </span>
              <span className="text-sm text-slate-600">{formatDateTime(view.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A shared profile comes with the page's code (lazyPage.ts), asked for as the member the stored session draws at
 * first (the key says who is looking).
 */
export const prefetch: PrefetchData = (client, { params }) => {
  const viewer = getToken() ? (getStoredMember()?._id ?? null) : null;
  return client.prefetchQuery(profileQuery(params.id ?? '', viewer));
};

export function MatrimonialProfilePage() {
  const t = useT();
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useProfile(id, user?._id ?? null);
  const back = (
    <Link to="/matrimonial" className="inline-flex min-h-11 items-center font-semibold text-brand-800">
      {t('matrimonial.profile.back')}
    </Link>
  );

  if (query.isPending) {
    return (
      <section className="mx-auto max-w-5xl px-4 py-6">
        <PageStatus text={t('matrimonial.wizard.loadingProfile')} />
      </section>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <section className="mx-auto max-w-5xl space-y-3 px-4 py-6">
        {back}
        <h1 className="text-2xl font-bold text-slate-900">{t(M.notFoundTitle)}</h1>
        <Alert>{missing ? t(M.notFound) : messageOr(query.error, t(M.loadFailed))}</Alert>
      </section>
    );
  }
  const p = query.data;
  const prefs = p.partnerPreferences;
  return (
    <section className="mx-auto max-w-5xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta
        title={t('matrimonial.meta.profileTitle', { name: p.fullName })}
        description={t('matrimonial.meta.profileDescription')}
      />
      {back}
      <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{p.fullName}</h1>
          {offersShortlist(p) && <ShortlistHeart profile={p} />}
        </div>
        <p className="mt-1 text-slate-700">
          {t('matrimonial.card.age', { age: p.age })} · {p.height} · {p.city}, {p.state}
        </p>
        <div className="mt-2">
          {p.isOwner ? <OwnerState profile={p} /> : <StatusBadges status={p.approvalStatus} isVisible={p.isVisible} />}
        </div>
        {p.isOwner && <ModerationNotice view={p} className="mt-3" />}
        {p.aboutMe && <p className="mt-3 whitespace-pre-line text-slate-800">{p.aboutMe}</p>}
        {!p.isOwner && (
          <div className="mt-3 empty:hidden">
            <ReportButton subjectType="matrimonial" subjectId={p._id} variant="small" />
          </div>
        )}
        {!p.isOwner && user && (
          <div className="mt-3 empty:hidden">
            <SendInterest profile={p} />
          </div>
        )}
        {offersShortlist(p) && (
          <div className="mt-3 max-w-xs">
            <NotInterestedButton profile={p} />
          </div>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-3">
          {user ? (
            <Gallery profile={p} />
          ) : (
            <div className="space-y-2">
              <ProfilePhoto profile={p} className="aspect-square w-full rounded-2xl" />
              {p.imageCount > 0 && !p.photosHidden && <p className="text-sm text-slate-700">{t(M.loginForPhotos)}</p>}
            </div>
          )}
          <div className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 className="mb-3 text-lg font-bold text-slate-900">{t('matrimonial.profile.contactBiodata')}</h2>
            <ContactPanel profile={p} />
          </div>
        </div>
        <div className="space-y-4">
          <Section title={t('matrimonial.step.basic')}>
            <Item label={t('matrimonial.profile.createdFor')} value={t(PROFILE_TYPE_LABELS[p.profileType])} />
            <Item label={t('matrimonial.field.dateOfBirth')} value={writtenBirthday(p.dateOfBirth)} />
            <Item label={t('matrimonial.field.gender')} value={t(GENDER_LABELS[p.gender])} />
            <Item label={t('matrimonial.field.height')} value={p.height} />
            <Item label={t('matrimonial.field.weight')} value={p.weight} />
            <Item label={t('matrimonial.field.religion')} value={p.religion} />
            <Item label={t('matrimonial.field.caste')} value={p.subCaste ? `${p.caste} (${p.subCaste})` : p.caste} />
            <Item label={t('matrimonial.field.education')} value={p.education} />
            <Item label={t('matrimonial.field.occupation')} value={p.occupation} />
            <Item label={t('matrimonial.field.income')} value={p.income} />
            <Item label={t('matrimonial.field.location')} value={`${p.city}, ${p.state}, ${p.country}`} />
          </Section>
          <Section title={t('matrimonial.step.family')}>
            <Item label={t('matrimonial.field.familyType')} value={t(FAMILY_TYPE_LABELS[p.familyType])} />
            <Item label={t('matrimonial.field.fatherOccupation')} value={p.fatherOccupation} />
            <Item label={t('matrimonial.field.motherOccupation')} value={p.motherOccupation} />
            <Item
              label={t('matrimonial.field.brothers')}
              value={t('matrimonial.profile.siblingsValue', {
                count: p.siblings.brothers,
                married: p.siblings.marriedBrothers,
              })}
            />
            <Item
              label={t('matrimonial.field.sisters')}
              value={t('matrimonial.profile.siblingsValue', {
                count: p.siblings.sisters,
                married: p.siblings.marriedSisters,
              })}
            />
          </Section>
          <Section title={t('matrimonial.profile.partnerPreferences')}>
            <Item
              label={t('matrimonial.field.age')}
              value={t('matrimonial.profile.ageRange', { min: prefs.ageRange.min, max: prefs.ageRange.max })}
            />
            <Item
              label={t('matrimonial.field.height')}
              value={
                prefs.heightRange.min || prefs.heightRange.max
                  ? t('matrimonial.profile.heightRange', {
                      min: prefs.heightRange.min || '-',
                      max: prefs.heightRange.max || '-',
                    })
                  : ''
              }
            />
            <Item label={t('matrimonial.field.education')} value={prefs.education.join(', ')} />
            <Item label={t('matrimonial.field.occupation')} value={prefs.occupation.join(', ')} />
            <Item label={t('matrimonial.field.location')} value={prefs.location.join(', ')} />
            <Item label={t('matrimonial.field.caste')} value={prefs.caste.join(', ')} />
          </Section>
          {p.isOwner && <ContactViews id={p._id} />}
        </div>
      </div>
    </section>
  );
}
