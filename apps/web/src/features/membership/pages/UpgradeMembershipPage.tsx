import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PREMIUM } from '@sangam/shared/limits';
import { hasPremiumAccess } from '@sangam/shared/plans';
import { loginRedirect, pathOf } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { formatFullDate } from '../../../lib/memberSince.ts';
import { PremiumBenefits } from '../components/PremiumBenefits.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-8';
const price = `₹${PREMIUM.priceRupees}`;

export function UpgradeMembershipPage() {
  const { status, user } = useSession();
  const location = useLocation();
  const [paymentInfoOpen, setPaymentInfoOpen] = useState(false);

  if (status === 'loading') return <PageStatus text="Loading..." />;
  if (!user) {
    const { to, state } = loginRedirect(pathOf(location));
    return <Navigate to={to} state={state} replace />;
  }

  if (hasPremiumAccess(user)) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-8">
        <title>Premium Membership | Sangam</title>
        <div className={card}>
          <h1 className="text-2xl font-bold text-slate-900">You already have premium access!</h1>
          <p className="mt-2 text-slate-700">
            {user.planType === 'admin'
              ? 'As an administrator you have every premium benefit.'
              : user.premiumExpiresAt
                ? `Your premium membership is valid until ${formatFullDate(user.premiumExpiresAt)}.`
                : 'Your premium membership is active.'}
          </p>
          <h2 className="mt-6 text-lg font-bold text-slate-900">Your benefits</h2>
          <div className="mt-3">
            <PremiumBenefits />
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-8">
      <title>Upgrade to Premium | Sangam</title>
      <div className={card}>
        <h1 className="text-2xl font-bold text-slate-900">Upgrade to Premium</h1>
        <p className="mt-2 text-slate-700">Connect directly with every member of the community.</p>
        <p className="mt-5">
          <span className="text-4xl font-extrabold text-brand-700">{price}</span>
          <span className="text-slate-700"> per year</span>
        </p>
        <h2 className="mt-6 text-lg font-bold text-slate-900">Premium benefits</h2>
        <div className="mt-3">
          <PremiumBenefits />
        </div>
        <Button className="mt-6 w-full" onClick={() => setPaymentInfoOpen(true)}>
          Proceed to Payment
        </Button>
        <p className="mt-3 text-sm text-slate-600">Valid for 1 year from purchase, non-refundable.</p>
      </div>
      <div className={`${card} mt-4`}>
        <h2 className="text-lg font-bold text-slate-900">Questions about membership?</h2>
        <p className="mt-1 mb-3 text-sm text-slate-700">Our support team is happy to help.</p>
        <SupportContact />
      </div>

      <Modal open={paymentInfoOpen} title="Online payment coming soon" onClose={() => setPaymentInfoOpen(false)}>
        <p className="text-sm text-slate-700">
          Online payment is not available yet. To become a premium member for {price} a year, contact our support team
          and we will activate your membership.
        </p>
        <div className="mt-4">
          <SupportContact />
        </div>
        <div className="mt-5 flex justify-end">
          <Button variant="secondary" onClick={() => setPaymentInfoOpen(false)}>
            Close
          </Button>
        </div>
      </Modal>
    </section>
  );
}
