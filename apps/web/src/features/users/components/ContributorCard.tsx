import type { User } from '@sangam/shared/user';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Thanks members who brought others in (at least one successful referral). */
export function ContributorCard({ member }: { member: User }) {
  const count = member.referralStats?.successfulReferrals ?? 0;
  if (count < 1) return null;
  const tier = member.referralPerks?.currentTier;
  return (
    <TitledSection headingId="contributor-heading" title="Community Contributor" tone="success">
      <p className="mt-2 text-sm text-green-950">
        {member.name} has brought {count} {count === 1 ? 'member' : 'members'} to Sangam.
      </p>
      {tier && <p className="mt-1 text-sm font-semibold text-green-900">{capitalise(tier)} tier referrer</p>}
    </TitledSection>
  );
}
