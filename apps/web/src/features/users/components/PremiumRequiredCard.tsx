import { UpgradeLink } from '../../../components/membership/UpgradeLink.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';

/** In place of the contact card for free members (the server sent no contacts). */
export function PremiumRequiredCard({ name }: { name: string }) {
  return (
    <TitledSection headingId="premium-required" title="Premium Membership Required" tone="warning">
      <p className="mt-2 text-sm text-amber-950">
        Upgrade to premium to see {name}&apos;s phone number, email and address and to contact them directly.
      </p>
      <UpgradeLink className={buttonClasses('primary', 'mt-4 w-full sm:w-auto')}>Upgrade to Premium</UpgradeLink>
    </TitledSection>
  );
}
