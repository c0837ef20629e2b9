import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { useT } from '../../../i18n/useT.ts';

const BENEFITS: readonly MessageId[] = [
  'membership.benefit.contacts',
  'membership.benefit.direct',
  'membership.benefit.listings',
  'membership.benefit.matrimonial',
  'membership.benefit.support',
  'membership.benefit.early',
];

/** What premium brings (spec sections 1 and 6), as a ticked list. */
export function PremiumBenefits() {
  const t = useT();
  return (
    <ul className="space-y-2">
      {BENEFITS.map((benefit) => (
        <li key={benefit} className="flex gap-2 text-slate-800">
          <span aria-hidden="true" className="font-bold text-green-700">
            ✓
          </span>
          {t(benefit)}
        </li>
      ))}
    </ul>
  );
}
