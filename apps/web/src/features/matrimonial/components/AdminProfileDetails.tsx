// Admin screen only (Matrimonial management): English for now (issue 32); the shared labels it shows are translated.
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { PROFILE_TYPE_LABELS, shownReviewNote } from '@sangam/shared/matrimonial-messages';
import { plural } from '@sangam/shared/plural';
import { say, useT } from '../../../i18n/useT.ts';

/** Everything an admin reviews of a profile (Matrimonial management's Profile Details). */
export function AdminProfileDetails({ profile }: { profile: MatrimonialProfile }) {
  const t = useT();
  const rows: [string, string][] = [
    ['Profile for', t(PROFILE_TYPE_LABELS[profile.profileType])],
    ['Date of Birth', `${profile.dateOfBirth ?? ''} (${profile.age} years)`],
    ['Gender', profile.gender],
    ['Height / Weight', `${profile.height} / ${profile.weight || '-'}`],
    ['Location', `${profile.city}, ${profile.state}, ${profile.country}`],
    ['Caste', [profile.caste, profile.subCaste].filter(Boolean).join(' / ')],
    ['Education / Occupation', `${profile.education} / ${profile.occupation}`],
    ['Income', profile.income],
    [
      'Family',
      `${profile.familyType}; father: ${profile.fatherOccupation || '-'}; mother: ${profile.motherOccupation || '-'}`,
    ],
    ['Siblings', `${plural(profile.siblings.brothers, 'brother')}, ${plural(profile.siblings.sisters, 'sister')}`],
    ['Contact', [profile.contactNumber, profile.email].filter(Boolean).join(' · ')],
    ['Created by', profile.user?.name ?? ''],
    ['Admin notes', say(shownReviewNote(profile.adminNotes ?? ''))],
  ];
  return (
    <div className="space-y-3">
      {profile.profileImages.length > 0 && (
        <div className="flex gap-2 overflow-x-auto">
          {profile.profileImages.map((src, i) => (
            <img key={src} src={src} alt={`Photo ${i + 1}`} className="h-24 w-24 shrink-0 rounded-lg object-cover" />
          ))}
        </div>
      )}
      <dl className="grid gap-2 sm:grid-cols-2">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {profile.aboutMe && <p className="whitespace-pre-line text-slate-800">{profile.aboutMe}</p>}
    </div>
  );
}
