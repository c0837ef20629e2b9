import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../auth/sessionContext.ts';
import { sharedPostIn } from '../../../pwa/sharedPost.ts';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { useT } from '../../../i18n/useT.ts';
import { ListingCreateForm } from '../components/ListingCreateForm.tsx';

/** Spec section 2: the success message shows for 2 s, then the Business Directory. */
export const AFTER_CREATE_MS = 2_000;

export function CreateListingPage() {
  const t = useT();
  const { user } = useSession();
  const navigate = useNavigate();
  // Opened from the share page (another app's Share menu): the shared words fill the form in.
  const shared = sharedPostIn(useLocation().state);
  const [created, setCreated] = useState<string | null>(null);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => void navigate('/service-listings'), AFTER_CREATE_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <PageMeta
        title={`${t('listings.create.title')} | ${t('common.brand')}`}
        description={t('listings.create.metaDescription')}
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('listings.create.title')}</h1>
        <p className="mt-1 text-slate-700">{t('listings.create.requiredNote')}</p>
        <div className="mt-6">
          <ListingCreateForm
            defaultPhone={user?.phoneNumber ?? ''}
            shared={shared}
            successMessage={created}
            onCreated={setCreated}
          />
        </div>
      </div>
    </section>
  );
}
