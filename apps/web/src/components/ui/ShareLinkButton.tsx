import { useEffect, useState } from 'react';
import { absoluteUrl, shareLink, whatsappShareUrl, type ShareData } from '../../lib/shareLink.ts';
import { buttonClasses, type ButtonVariant } from './Button.tsx';
import { useT } from '../../i18n/useT.ts';

const NOTICE_MS = 2_000;

interface ShareLinkButtonProps extends ShareData {
  label?: string;
  variant?: ButtonVariant;
  /** Also offer a WhatsApp link (how members share most). */
  whatsapp?: boolean;
  /** The WhatsApp link's words: it forwards this link to someone the member picks. */
  whatsappLabel?: string;
  /** Buttons one under the other at every width (narrow side cards). */
  stacked?: boolean;
  className?: string;
}

/** Native share sheet where the phone has one; otherwise copies the link and says so. */
export function ShareLinkButton({
  title,
  text,
  url,
  label,
  variant = 'secondary',
  whatsapp = false,
  whatsappLabel,
  stacked = false,
  className = '',
}: ShareLinkButtonProps) {
  const t = useT();
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const onShare = async () => {
    const outcome = await shareLink({ title, text, url });
    if (outcome === 'copied') setNotice(t('common.share.linkCopied'));
    else if (outcome === 'failed') setNotice(t('common.share.copyThisLink', { url: absoluteUrl(url) }));
  };

  return (
    <div className={`flex flex-col gap-2 ${stacked ? '' : 'sm:flex-row sm:items-center'} ${className}`}>
      <button type="button" className={buttonClasses(variant)} onClick={() => void onShare()}>
        {label ?? t('common.action.share')}
      </button>
      {whatsapp && (
        <a
          href={whatsappShareUrl(`${text} ${absoluteUrl(url)}`)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'text-green-800')}
        >
          {whatsappLabel ?? t('common.action.shareOnWhatsApp')}
        </a>
      )}
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {notice}
      </p>
    </div>
  );
}
