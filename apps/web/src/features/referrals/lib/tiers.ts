import type { MessageId } from '@sangam/shared/i18n/namespaces';
import type { Translate } from '../../../i18n/useT.ts';

/** Looks per tier; anything the server sends that we do not know looks like bronze (spec). */
const TIER_STYLES = {
  bronze: { badge: 'bg-orange-100 text-orange-900 border-orange-300', accent: 'from-orange-700 to-amber-600' },
  silver: { badge: 'bg-slate-100 text-slate-800 border-slate-300', accent: 'from-slate-600 to-slate-400' },
  gold: { badge: 'bg-yellow-100 text-yellow-900 border-yellow-400', accent: 'from-yellow-600 to-amber-400' },
  platinum: { badge: 'bg-cyan-50 text-cyan-900 border-cyan-300', accent: 'from-cyan-700 to-teal-500' },
  diamond: { badge: 'bg-violet-100 text-violet-900 border-violet-300', accent: 'from-violet-700 to-sky-500' },
} as const;

export type TierStyle = (typeof TIER_STYLES)[keyof typeof TIER_STYLES];

export const tierStyle = (tier: string | undefined): TierStyle =>
  TIER_STYLES[(tier ?? '') as keyof typeof TIER_STYLES] ?? TIER_STYLES.bronze;

const TIER_NAMES: Record<keyof typeof TIER_STYLES, MessageId> = {
  bronze: 'referrals.tier.bronze',
  silver: 'referrals.tier.silver',
  gold: 'referrals.tier.gold',
  platinum: 'referrals.tier.platinum',
  diamond: 'referrals.tier.diamond',
};

/** A tier's name in the language shown; a tier we do not know is named as the server sent it (none: Bronze). */
export function tierName(t: Translate, tier: string | undefined): string {
  if (!tier) return t('referrals.tier.bronze');
  const id = TIER_NAMES[tier as keyof typeof TIER_NAMES];
  return id ? t(id) : tier.charAt(0).toUpperCase() + tier.slice(1);
}

const FEATURE_LABELS: Record<string, MessageId> = {
  profile_badge: 'referrals.feature.profile_badge',
  priority_listing_review: 'referrals.feature.priority_listing_review',
  directory_featured: 'referrals.feature.directory_featured',
  event_invitations: 'referrals.feature.event_invitations',
  ambassador_status: 'referrals.feature.ambassador_status',
};

/** 'priority_listing_review' -> 'priority listing review' (spec: underscores shown as spaces), in the language shown. */
export function featureLabel(t: Translate, feature: string): string {
  const id = FEATURE_LABELS[feature];
  return id ? t(id) : feature.replace(/_/g, ' ');
}
