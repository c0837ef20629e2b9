import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import type { MatrimonialContactReply } from '@sangam/shared/privacy';
import { RevealContact } from '../../../components/contact/RevealContact.tsx';
import { loginRedirect, pathOf } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { isApiError } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { ContactLink } from '../../../components/ui/ContactLink.tsx';
import { WhatsAppChatLink } from '../../../components/ui/WhatsAppChatLink.tsx';
import { downloadBiodata } from '../api/profiles.ts';
import { PremiumModal } from './PremiumModal.tsx';
import { useT } from '../../../i18n/useT.ts';

/** The contact number (tap to call), e-mail, Call Now and WhatsApp, as sent to the owner or revealed. */
function ContactDetails({ profile, contact }: { profile: MatrimonialProfile; contact: MatrimonialContactReply }) {
  const t = useT();
  return (
    <>
      <dl className="space-y-2">
        <div>
          <dt className="text-sm text-slate-600">{t('matrimonial.field.contactNumber')}</dt>
          <dd>
            <ContactLink
              kind="phone"
              value={contact.contactNumber}
              className="font-semibold text-brand-800 underline"
            />
          </dd>
        </div>
        {contact.email && (
          <div>
            <dt className="text-sm text-slate-600">{t('matrimonial.field.email')}</dt>
            <dd>
              <ContactLink
                kind="email"
                value={contact.email}
                className="break-all font-semibold text-brand-800 underline"
              />
            </dd>
          </div>
        )}
      </dl>
      <div className="grid gap-2">
        <ContactLink kind="phone" value={contact.contactNumber} className={buttonClasses('primary')}>
          {t('matrimonial.contact.callNow')}
        </ContactLink>
        <WhatsAppChatLink
          phone={contact.contactNumber}
          name={profile.fullName}
          label={t('matrimonial.contact.whatsapp')}
          greeting={t('matrimonial.contact.greeting', { name: profile.fullName })}
        />
      </div>
    </>
  );
}

export function ContactPanel({ profile }: { profile: MatrimonialProfile }) {
  const t = useT();
  const { user } = useSession();
  const location = useLocation();
  const [upgrade, setUpgrade] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // The server's words when it refused (today's limit of contact reveals, 429), else the general failure.
  const [failed, setFailed] = useState<string | null>(null);
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
  // The biodata link comes to premium members, admins and the owner; the contacts to the owner alone (issue 36).
  if (!profile.contactNumber && !profile.biodata) {
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
    setFailed(null);
    setDownloading(true);
    try {
      await downloadBiodata(profile);
    } catch (error) {
      setFailed(isApiError(error) && error.status === 429 && error.serverMessage ? error.message : t(M.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-3">
      {profile.contactNumber ? (
        <ContactDetails
          profile={profile}
          contact={{ contactNumber: profile.contactNumber, email: profile.email ?? null }}
        />
      ) : (
        <RevealContact<MatrimonialContactReply>
          path={`/matrimonial/profiles/${profile._id}/contact`}
          name={profile.fullName}
        >
          {(contact) => <ContactDetails profile={profile} contact={contact} />}
        </RevealContact>
      )}
      <Button variant="secondary" className="w-full" onClick={() => void download()} disabled={downloading}>
        {downloading ? t('matrimonial.contact.downloading') : t('matrimonial.contact.download')}
      </Button>
      {failed && <Alert>{failed}</Alert>}
    </div>
  );
}
