import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { loginRedirect, pathOf } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { ContactLink } from '../../../components/ui/ContactLink.tsx';
import { WhatsAppChatLink } from '../../../components/ui/WhatsAppChatLink.tsx';
import { downloadBiodata } from '../api/profiles.ts';
import { PremiumModal } from './PremiumModal.tsx';
import { useT } from '../../../i18n/useT.ts';

export function ContactPanel({ profile }: { profile: MatrimonialProfile }) {
  const t = useT();
  const { user } = useSession();
  const location = useLocation();
  const [upgrade, setUpgrade] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const login = loginRedirect(pathOf(location));

  if (!user) {
    return (
      <div className="space-y-3">
        <p className="text-slate-800">{t(M.loginRequired)}</p>
        <Link to={login.to} state={login.state} className={buttonClasses('primary', 'w-full')}>
          {t('matrimonial.contact.login')}
        </Link>
      </div>
    );
  }
  if (!profile.contactNumber) {
    return (
      <div className="space-y-3">
        <Button className="w-full" onClick={() => setUpgrade(true)}>
          {t('matrimonial.contact.view')}
        </Button>
        <Button variant="secondary" className="w-full" onClick={() => setUpgrade(true)}>
          {t('matrimonial.contact.download')}
        </Button>
        <PremiumModal open={upgrade} onClose={() => setUpgrade(false)} />
      </div>
    );
  }
  const download = async () => {
    setFailed(false);
    setDownloading(true);
    try {
      await downloadBiodata(profile);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-3">
      <dl className="space-y-2">
        <div>
          <dt className="text-sm text-slate-600">{t('matrimonial.field.contactNumber')}</dt>
          <dd>
            <ContactLink
              kind="phone"
              value={profile.contactNumber}
              className="font-semibold text-brand-800 underline"
            />
          </dd>
        </div>
        {profile.email && (
          <div>
            <dt className="text-sm text-slate-600">{t('matrimonial.field.email')}</dt>
            <dd>
              <ContactLink
                kind="email"
                value={profile.email}
                className="break-all font-semibold text-brand-800 underline"
              />
            </dd>
          </div>
        )}
      </dl>
      <div className="grid gap-2">
        <ContactLink kind="phone" value={profile.contactNumber} className={buttonClasses('primary')}>
          {t('matrimonial.contact.callNow')}
        </ContactLink>
        <WhatsAppChatLink
          phone={profile.contactNumber}
          name={profile.fullName}
          label={t('matrimonial.contact.whatsapp')}
          greeting={t('matrimonial.contact.greeting', { name: profile.fullName })}
        />
      </div>
      <Button variant="secondary" className="w-full" onClick={() => void download()} disabled={downloading}>
        {downloading ? t('matrimonial.contact.downloading') : t('matrimonial.contact.download')}
      </Button>
      {failed && <Alert>{t(M.downloadFailed)}</Alert>}
    </div>
  );
}
