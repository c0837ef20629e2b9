import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { renewalDue } from '@sangam/shared/payment-messages';
import { PremiumRenewalNotice } from '../../../components/membership/PremiumRenewalNotice.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { getToken } from '../../../api/token.ts';
import { useT } from '../../../i18n/useT.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { myPaymentsQuery } from '../api/getMyPayments.ts';
import { myProfileQuery, useMyProfile } from '../api/getMyProfile.ts';
import { AccountSection } from '../components/AccountSection.tsx';
import { ChangePasswordSection } from '../components/ChangePasswordSection.tsx';
import { VerifyPhoneSection } from '../components/VerifyPhoneSection.tsx';
import { PaymentHistory } from '../components/PaymentHistory.tsx';
import { ContinueReading } from '../../../auth/ContinueReading.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { ProfileView } from '../components/ProfileView.tsx';
import { NotificationSettingsLink } from '../components/NotificationSettingsLink.tsx';
import { BlockedMembersLink } from '../components/BlockedMembersLink.tsx';
import { PrivacySettingsLink } from '../components/PrivacySettingsLink.tsx';
import { DirectoryListingSetting } from '../components/DirectoryListingSetting.tsx';
import { VisibilitySetting } from '../components/VisibilitySetting.tsx';

/** Spec section 4: the view appears 5 s after completing the profile, edit mode closes 2 s after a save. */
export const AFTER_COMPLETION_MS = 5_000;
export const AFTER_EDIT_MS = 2_000;

type Tab = 'profile' | 'privacy';

// The form is long on a phone: the view that replaces it starts at the top.
const toTop = () => window.scrollTo({ top: 0 });

function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <DocumentTitle title={t('profile.meta.title')} />
      {children}
    </section>
  );
}

/**
 * A signed-in member's profile, and the payment history under it, asked for with the page's code (the router's
 * preloadRoute). The history shows on the Profile tab outside the form only; a visitor is sent to log in.
 */
export const prefetch: PrefetchData = (client, { searchParams }) => {
  if (!getToken()) return Promise.resolve();
  const historyShown = searchParams.get('tab') !== 'privacy' && searchParams.get('edit') !== '1';
  return Promise.all([
    client.prefetchQuery(myProfileQuery()),
    historyShown ? client.prefetchQuery(myPaymentsQuery()) : undefined,
  ]);
};

export function ProfilePage() {
  const t = useT();
  const profile = useMyProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'privacy' ? 'privacy' : 'profile';
  // ?edit=1 (the Edit Profile button of the public profile page) opens the form directly.
  const [editing, setEditing] = useState(searchParams.get('edit') === '1');
  const [editNotice, setEditNotice] = useState<string | null>(null);
  const [completionNotice, setCompletionNotice] = useState<string | null>(null);
  const [completedNow, setCompletedNow] = useState(false);

  useEffect(() => {
    if (!completionNotice) return;
    const timer = setTimeout(() => {
      setCompletionNotice(null);
      toTop();
    }, AFTER_COMPLETION_MS);
    return () => clearTimeout(timer);
  }, [completionNotice]);

  // The ?edit=1 flag has done its job once read; Back should not reopen the form.
  useEffect(() => {
    if (!searchParams.has('edit')) return;
    setSearchParams(
      (params) => {
        params.delete('edit');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const stopEditing = () => {
    setEditing(false);
    setEditNotice(null);
  };

  useEffect(() => {
    if (!editNotice) return;
    const timer = setTimeout(() => {
      setEditing(false);
      setEditNotice(null);
      toTop();
    }, AFTER_EDIT_MS);
    return () => clearTimeout(timer);
  }, [editNotice]);

  if (profile.isPending) return <PlaceholderCards label={t('profile.loading')} shape="profile" />;
  if (profile.isError) {
    return (
      <Shell>
        <h1 className="text-2xl font-bold">{t('profile.title')}</h1>
        <Alert className="mt-4">{t('profile.loadFailed')}</Alert>
        <Button className="mt-4" onClick={() => void profile.refetch()}>
          {t('profile.tryAgain')}
        </Button>
      </Shell>
    );
  }

  const user = profile.data;

  // A member without a bio has not completed their profile (spec section 4).
  if (completionNotice || (!user.bio && !completedNow)) {
    return (
      <Shell>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{t('profile.complete.title')}</h1>
          <p className="mt-1 text-slate-700">{t('profile.complete.intro')}</p>
          <div className="mt-3">
            <ContinueReading />
          </div>
          <div className="mt-6">
            <ProfileForm
              user={user}
              mode="complete"
              successMessage={completionNotice}
              onSaved={(message) => {
                setCompletedNow(true);
                setCompletionNotice(message);
              }}
            />
          </div>
          {completionNotice && (
            <Button
              variant="secondary"
              className="mt-3 w-full sm:w-auto"
              onClick={() => {
                setCompletionNotice(null);
                toTop();
              }}
            >
              {t('profile.complete.viewProfile')}
            </Button>
          )}
        </div>
      </Shell>
    );
  }

  const profileTab = editing ? (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="mb-4 text-lg font-bold text-slate-900">{t('profile.edit.title')}</h2>
      <ProfileForm user={user} mode="edit" successMessage={editNotice} onSaved={setEditNotice} onCancel={stopEditing} />
    </div>
  ) : (
    <div className="space-y-5">
      {renewalDue(user) && user.premiumExpiresAt && (
        <PremiumRenewalNotice
          expiresAt={user.premiumExpiresAt}
          renew={
            <Link to="/upgrade-membership" className={buttonClasses('primary')}>
              {t('profile.renew')}
            </Link>
          }
        />
      )}
      <VerifyPhoneSection user={user} />
      <ProfileView user={user} onEdit={() => setEditing(true)} />
      <NotificationSettingsLink />
      <PaymentHistory />
    </div>
  );

  return (
    <Shell>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('profile.title')}</h1>
        <ContinueReading />
      </div>
      <Tabs<Tab>
        label={t('profile.tabs.label')}
        value={tab}
        onChange={(next) =>
          setSearchParams(
            (params) => {
              if (next === 'privacy') params.set('tab', 'privacy');
              else params.delete('tab');
              return params;
            },
            { replace: true },
          )
        }
        tabs={[
          { id: 'profile', label: t('profile.tabs.profile'), panel: profileTab },
          {
            id: 'privacy',
            label: t('profile.tabs.privacy'),
            panel: (
              <div className="space-y-5">
                <PrivacySettingsLink />
                <VisibilitySetting isPublic={user.isPublic} />
                {user.planType === 'admin' && (
                  <DirectoryListingSetting listed={user.listInDirectory ?? false} profession={user.profession} />
                )}
                <BlockedMembersLink />
                <ChangePasswordSection />
                <AccountSection />
              </div>
            ),
          },
        ]}
      />
    </Shell>
  );
}
