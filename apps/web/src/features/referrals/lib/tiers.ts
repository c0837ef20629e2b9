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

export const tierName = (tier: string | undefined) => (tier ? tier.charAt(0).toUpperCase() + tier.slice(1) : 'Bronze');

/** 'priority_listing_review' -> 'priority listing review' (spec: underscores shown as spaces). */
export const featureLabel = (feature: string) => feature.replace(/_/g, ' ');
