import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasPremiumAccess } from '@sangam/shared/plans';
import type { User } from '@sangam/shared/user';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { ShareLinkButton } from '../../../components/ui/ShareLinkButton.tsx';
import { joinedText } from '../../../lib/memberSince.ts';
import { formatDate } from '../../../lib/format.ts';
import { PlanBadge } from './PlanBadge.tsx';
import { InterestChips } from '../../../components/ui/InterestChips.tsx';

const card = 'rounded-2xl border border-slate-200 bg-white p-5';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The member's own profile as they see it (with their own contact details). */
export function ProfileView({ user, onEdit }: { user: User; onEdit: () => void }) {
  const headline = user.profession || user.occupation;
  return (
    <div className="space-y-5">
      <div className={card}>
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <Avatar src={user.profileImage} name={user.name} alt="" className="size-24 text-3xl" />
          <div className="min-w-0 flex-1">
            <h2 className="text-xl font-bold break-words text-slate-900">{user.name}</h2>
            <p className="text-slate-700">{headline || 'No occupation listed'}</p>
            <div className="mt-2 flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <PlanBadge plan={user.planType} />
              <span className="text-sm text-slate-600">{joinedText(user.createdAt)}</span>
            </div>
          </div>
        </div>
        <div className="mt-5 grid gap-2 sm:flex sm:flex-wrap">
          <Button onClick={onEdit}>Edit Profile</Button>
          <Link to="/create-listing" className={buttonClasses('secondary')}>
            Create Listing
          </Link>
          <ShareLinkButton
            label="Share Profile"
            title={`${user.name} on Sangam`}
            text={`See ${user.name}'s profile on Sangam`}
            url={`/user-profile/${user.id}`}
            whatsapp
            whatsappLabel="Send profile on WhatsApp"
            className="sm:contents"
          />
        </div>
      </div>

      <section aria-labelledby="about-heading" className={card}>
        <h2 id="about-heading" className="text-lg font-bold text-slate-900">
          About
        </h2>
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{user.bio || 'No bio provided'}</p>
      </section>

      <section aria-labelledby="details-heading" className={card}>
        <h2 id="details-heading" className="text-lg font-bold text-slate-900">
          Details
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <Detail term="Phone">{user.phoneNumber || '-'}</Detail>
          <Detail term="Email">{user.email || '-'}</Detail>
          <Detail term="City / Address">{user.address || '-'}</Detail>
          <Detail term="Occupation">{user.occupation || '-'}</Detail>
          <Detail term="Profession">{user.profession || '-'}</Detail>
          <Detail term="Joined">{formatDate(user.createdAt)}</Detail>
          <Detail term="Membership">
            {hasPremiumAccess(user) ? (
              <>
                {user.planType === 'admin' ? 'Admin' : 'Premium'}
                {user.premiumExpiresAt && ` (valid until ${formatDate(user.premiumExpiresAt)})`}
              </>
            ) : (
              <>
                Basic{' '}
                <Link to="/upgrade-membership" className="text-brand-700 underline underline-offset-2">
                  Upgrade to Premium
                </Link>
              </>
            )}
          </Detail>
          <Detail term="Profile Visibility">{user.isPublic ? 'Public' : 'Private'}</Detail>
        </dl>
        {user.interests.length > 0 && (
          <div className="mt-4">
            <h3 className="text-sm text-slate-600">Interests</h3>
            <InterestChips interests={user.interests} className="mt-1" />
          </div>
        )}
      </section>
    </div>
  );
}
