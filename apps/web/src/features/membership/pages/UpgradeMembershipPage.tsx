import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PREMIUM } from '@sangam/shared/limits';
import { renewalDue } from '@sangam/shared/payment-messages';
import { hasPremiumAccess } from '@sangam/shared/plans';
import { loginRedirect, pathOf, safeRedirect } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import type { UpgradeFrom } from '../../../components/membership/UpgradeLink.tsx';
import { PremiumRenewalNotice } from '../../../components/membership/PremiumRenewalNotice.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PremiumBenefits } from '../components/PremiumBenefits.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { TestCheckoutModal } from '../components/TestCheckoutModal.tsx';
import { usePremiumCheckout, type CheckoutState } from '../lib/usePremiumCheckout.ts';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-8';
const price = `₹${PREMIUM.priceRupees}`;
const link = 'font-semibold text-brand-700 underline underline-offset-2';
/** After paying, this long on the success message before going back to the contacts the member wanted. */
const RETURN_MS = 3_000;

/** What happened to the last payment attempt, in words that say whether money moved. */
function CheckoutStatus({ state, from }: { state: CheckoutState; from: string | null }) {
  if (state.step === 'working')
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4" />
        {state.label}
      </p>
    );
  if (state.step === 'paid')
    return (
      <Alert tone="success" className="mt-4">
        Payment successful!
        {state.expiresAt && ` Your premium membership is valid until ${formatDate(state.expiresAt)}.`}{' '}
        <Link to={`/payments/${state.paymentId}/receipt`} className={link}>
          View receipt
        </Link>
        {from && (
          <>
            {' · '}
            <Link to={from} className={link}>
              Back to where you were
            </Link>
          </>
        )}
      </Alert>
    );
  if (state.step === 'problem') return <Alert className="mt-4">{state.message}</Alert>;
  return null;
}

export function UpgradeMembershipPage() {
  const { status, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Where the upgrade began (a profile, the directory, a listing): back there once paid, contacts now shown.
  // Carried in the history entry by the upgrade links (their href stays the spec's), or as ?from= in a shared URL.
  const from =
    safeRedirect((location.state as Partial<UpgradeFrom> | null)?.from) ?? safeRedirect(searchParams.get('from'));
  const checkout = usePremiumCheckout();
  const busy = checkout.state.step === 'working' || checkout.state.step === 'test-checkout';
  const paid = checkout.state.step === 'paid';

  useEffect(() => {
    if (!paid || !from) return;
    const timer = setTimeout(() => void navigate(from), RETURN_MS);
    return () => clearTimeout(timer);
  }, [paid, from, navigate]);

  if (status === 'loading') return <PageStatus text="Loading..." />;
  if (!user) {
    const { to, state } = loginRedirect(pathOf(location));
    return <Navigate to={to} state={state} replace />;
  }

  const testCheckout = (
    <TestCheckoutModal
      order={checkout.state.step === 'test-checkout' ? checkout.state.order : null}
      onOutcome={checkout.testOutcome}
      onClose={checkout.closeTestCheckout}
    />
  );

  if (hasPremiumAccess(user)) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-8">
        <DocumentTitle title="Premium Membership | Sangam" />
        <div className={card}>
          <h1 className="text-2xl font-bold text-slate-900">You already have premium access!</h1>
          <p className="mt-2 text-slate-700">
            {user.planType === 'admin'
              ? 'As an administrator you have every premium benefit.'
              : user.premiumExpiresAt
                ? `Your premium membership is valid until ${formatDate(user.premiumExpiresAt)}.`
                : 'Your premium membership is active.'}
          </p>
          {renewalDue(user) && user.premiumExpiresAt && (
            <div className="mt-4">
              <PremiumRenewalNotice
                expiresAt={user.premiumExpiresAt}
                renew={
                  <Button onClick={() => void checkout.start()} disabled={busy}>
                    Renew
                  </Button>
                }
              />
              <p className="mt-2 text-sm text-slate-700">
                Renewing for {price} adds one year to your current expiry date.
              </p>
            </div>
          )}
          <CheckoutStatus state={checkout.state} from={from} />
          {from && !paid && (
            <Link to={from} className={`${link} mt-4 inline-flex min-h-11 items-center`}>
              Back to where you were
            </Link>
          )}
          <h2 className="mt-6 text-lg font-bold text-slate-900">Your benefits</h2>
          <div className="mt-3">
            <PremiumBenefits />
          </div>
        </div>
        {testCheckout}
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-8">
      <DocumentTitle title="Upgrade to Premium | Sangam" />
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
        <Button className="mt-6 w-full" onClick={() => void checkout.start()} disabled={busy}>
          Proceed to Payment
        </Button>
        <CheckoutStatus state={checkout.state} from={from} />
        <p className="mt-3 text-sm text-slate-600">Valid for 1 year from purchase, non-refundable.</p>
      </div>
      <div className={`${card} mt-4`}>
        <h2 className="text-lg font-bold text-slate-900">Questions about membership?</h2>
        <p className="mt-1 mb-3 text-sm text-slate-700">Our support team is happy to help.</p>
        <SupportContact />
      </div>
      {testCheckout}
    </section>
  );
}
