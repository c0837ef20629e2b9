import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';

/** In place of the contact card for free members (the server sent no contacts). */
export function PremiumRequiredCard({ name }: { name: string }) {
  return (
    <section aria-labelledby="premium-required" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="premium-required" className="text-lg font-bold text-amber-950">
        Premium Membership Required
      </h2>
      <p className="mt-2 text-sm text-amber-950">
        Upgrade to premium to see {name}&apos;s phone number, email and address and to contact them directly.
      </p>
      <Link to="/upgrade-membership" className={buttonClasses('primary', 'mt-4 w-full sm:w-auto')}>
        Upgrade to Premium
      </Link>
    </section>
  );
}
