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
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { Rich } from '../../../i18n/Rich.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import { PremiumBenefits } from '../components/PremiumBenefits.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { TestCheckoutModal } from '../components/TestCheckoutModal.tsx';
import { usePremiumCheckout, type CheckoutState } from '../lib/usePremiumCheckout.ts';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-8';
/** The yearly price, in the language shown. */
const price = () => formatRupees(PREMIUM.priceRupees * 100);
const link = 'font-semibold text-brand-700 underline underline-offset-2';
/** After paying, this long on the success message before going back to the contacts the member wanted. */
const RETURN_MS = 3_000;

/** What happened to the last payment attempt, in words that say whether money moved. */
function CheckoutStatus({ state, from }: { state: CheckoutState; from: string | null }) {
  const t = useT();
  if (state.step === 'working')
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4" />
        {t(state.label)}
      </p>
    );
  if (state.step === 'paid')
    return (
      <Alert tone="success" className="mt-4">
        {t('membership.checkout.paid')}
        {state.expiresAt && ` ${t('membership.validUntil', { date: formatDate(state.expiresAt) })}`}{' '}
        <Link to={`/payments/${state.paymentId}/receipt`} className={link}>
          {t('membership.checkout.viewReceipt')}
        </Link>
        {from && (
          <>
            {' · '}
            <Link to={from} className={link}>
              {t('membership.backToWhereYouWere')}
            </Link>
          </>
        )}
      </Alert>
    );
  if (state.step === 'problem') return <Alert className="mt-4">{say(state.message)}</Alert>;
  return null;
}

export function UpgradeMembershipPage() {
  const t = useT();
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

  if (status === 'loading') return <PageStatus text={t('common.layout.loading')} />;
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
        <DocumentTitle title={t('common.layout.pageTitle', { title: t('membership.premium.docTitle') })} />
        <div className={card}>
          <h1 className="text-2xl font-bold text-slate-900">{t('membership.premium.already')}</h1>
          <p className="mt-2 text-slate-700">
            {user.planType === 'admin'
              ? t('membership.premium.admin')
              : user.premiumExpiresAt
                ? t('membership.validUntil', { date: formatDate(user.premiumExpiresAt) })
                : t('membership.premium.active')}
          </p>
          {renewalDue(user) && user.premiumExpiresAt && (
            <div className="mt-4">
              <PremiumRenewalNotice
                expiresAt={user.premiumExpiresAt}
                renew={
                  <Button onClick={() => void checkout.start()} disabled={busy}>
                    {t('membership.premium.renew')}
                  </Button>
                }
              />
              <p className="mt-2 text-sm text-slate-700">{t('membership.premium.renewNote', { price: price() })}</p>
            </div>
          )}
          <CheckoutStatus state={checkout.state} from={from} />
          {from && !paid && (
            <Link to={from} className={`${link} mt-4 inline-flex min-h-11 items-center`}>
              {t('membership.backToWhereYouWere')}
            </Link>
          )}
          <h2 className="mt-6 text-lg font-bold text-slate-900">{t('membership.premium.yourBenefits')}</h2>
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
      <DocumentTitle title={t('common.layout.pageTitle', { title: t('membership.upgrade.title') })} />
      <div className={card}>
        <h1 className="text-2xl font-bold text-slate-900">{t('membership.upgrade.title')}</h1>
        <p className="mt-2 text-slate-700">{t('membership.upgrade.intro')}</p>
        <p className="mt-5 text-slate-700">
          <Rich
            text={t('membership.upgrade.perYear', { price: price() })}
            parts={[<span className="text-4xl font-extrabold text-brand-700" />]}
          />
        </p>
        <h2 className="mt-6 text-lg font-bold text-slate-900">{t('membership.upgrade.benefits')}</h2>
        <div className="mt-3">
          <PremiumBenefits />
        </div>
        <Button className="mt-6 w-full" onClick={() => void checkout.start()} disabled={busy}>
          {t('membership.upgrade.proceed')}
        </Button>
        <CheckoutStatus state={checkout.state} from={from} />
        <p className="mt-3 text-sm text-slate-600">{t('membership.upgrade.validity')}</p>
      </div>
      <div className={`${card} mt-4`}>
        <h2 className="text-lg font-bold text-slate-900">{t('membership.upgrade.questions')}</h2>
        <p className="mt-1 mb-3 text-sm text-slate-700">{t('membership.upgrade.supportHappy')}</p>
        <SupportContact />
      </div>
      {testCheckout}
    </section>
  );
}
