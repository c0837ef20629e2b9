import type { ReactNode } from 'react';
import type { User } from '@sangam/shared/user';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { VerifiedMark } from '../../../components/ui/VerifiedMark.tsx';
import { joinedText } from '../../../lib/memberSince.ts';
import { useT } from '../../../i18n/useT.ts';

/** What the header shows: the Limited View has no plan and no join date. */
type HeaderMember = Pick<User, 'name' | 'occupation' | 'profileImage'> &
  Partial<Pick<User, 'planType' | 'createdAt' | 'phoneVerified'>>;

/** Photo, name, occupation and "Member since" (when known); `children` holds the page's actions. */
export function MemberHeader({ member, children }: { member: HeaderMember; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar src={member.profileImage} name={member.name} alt="" className="size-28 text-4xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-slate-900">{member.name}</h1>
          <p className="text-slate-700">{member.occupation || t('users.noOccupation')}</p>
          <div className="mt-2 flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            {member.planType === 'premium' && (
              <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
                {t('users.premiumMember')}
              </span>
            )}
            {member.phoneVerified && <VerifiedMark />}
            {member.createdAt && <span className="text-sm text-slate-600">{joinedText(member.createdAt)}</span>}
          </div>
          {children && <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>}
        </div>
      </div>
    </div>
  );
}
