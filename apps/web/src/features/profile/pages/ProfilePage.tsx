import type { User } from '@sangam/shared/user';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { useMyProfile } from '../api/getMyProfile.ts';
import { AccountSection } from '../components/AccountSection.tsx';

const PLAN_LABELS: Record<User['planType'], string> = {
  free: 'Basic (free)',
  basic: 'Basic (free)',
  premium: 'Premium',
  admin: 'Admin',
};

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
};

// The members issue replaces this with the full profile (edit, privacy, listings); this is the minimum.
export function ProfilePage() {
  const profile = useMyProfile();

  if (profile.isPending) return <PageStatus text="Loading your profile..." />;
  if (profile.isError) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-8">
        <title>My Profile | Sangam</title>
        <h1 className="text-2xl font-bold">My Profile</h1>
        <Alert className="mt-4">Failed to load your profile. Please try again.</Alert>
        <Button className="mt-4" onClick={() => void profile.refetch()}>
          Try Again
        </Button>
      </section>
    );
  }

  const user = profile.data;
  const details: [string, string][] = [
    ['Phone', user.phoneNumber ?? '-'],
    ['Occupation', user.occupation || '-'],
    ['Plan', PLAN_LABELS[user.planType]],
    ['Member since', formatDate(user.createdAt)],
    ['Referral code', user.referralCode ?? '-'],
  ];

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <title>My Profile | Sangam</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <h1 className="text-2xl font-bold text-slate-900">{user.name}</h1>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <AccountSection />
    </section>
  );
}
