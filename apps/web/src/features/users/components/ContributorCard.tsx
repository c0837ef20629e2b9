import type { User } from '@sangam/shared/user';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';

const TIER_NAMES: Record<string, MessageId> = {
  bronze: 'users.tier.bronze',
  silver: 'users.tier.silver',
  gold: 'users.tier.gold',
  platinum: 'users.tier.platinum',
  diamond: 'users.tier.diamond',
};
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Thanks members who brought others in (at least one successful referral). */
export function ContributorCard({ member }: { member: User }) {
  const t = useT();
  const count = member.referralStats?.successfulReferrals ?? 0;
  if (count < 1) return null;
  const tier = member.referralPerks?.currentTier;
  const tierName = tier && (TIER_NAMES[tier] ? t(TIER_NAMES[tier]) : capitalise(tier));
  return (
    <TitledSection headingId="contributor-heading" title={t('users.contributor.title')} tone="success">
      <p className="mt-2 text-sm text-green-950">{t('users.contributor.text', { name: member.name, count })}</p>
      {tierName && (
        <p className="mt-1 text-sm font-semibold text-green-900">{t('users.contributor.tier', { tier: tierName })}</p>
      )}
    </TitledSection>
  );
}
