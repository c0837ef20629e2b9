const BENEFITS = [
  'See phone numbers, email addresses and addresses of all members',
  'Call, email and share member profiles directly',
  'Contact details on business listings that need premium access',
  'Matrimonial contact details and biodata downloads',
  'Priority support from the Sangam team',
  'Early access to new features',
];

/** What premium brings (spec sections 1 and 6), as a ticked list. */
export function PremiumBenefits() {
  return (
    <ul className="space-y-2">
      {BENEFITS.map((benefit) => (
        <li key={benefit} className="flex gap-2 text-slate-800">
          <span aria-hidden="true" className="font-bold text-green-700">
            ✓
          </span>
          {benefit}
        </li>
      ))}
    </ul>
  );
}
