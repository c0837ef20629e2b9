import { whatsAppChatHref, whatsAppGreeting } from '../../lib/contact.ts';
import { buttonClasses } from './Button.tsx';
import { useT } from '../../i18n/useT.ts';

interface WhatsAppChatLinkProps {
  phone: string;
  /** Whose chat it opens: greets them by first name and names the link for screen readers. */
  name: string;
  label?: string;
  /** The message typed in; defaults to a greeting by first name. */
  greeting?: string;
  className?: string;
}

/** Opens a WhatsApp chat with the member (the app on phones), a greeting typed in. Only where contacts are shown. */
export function WhatsAppChatLink({ phone, name, label = 'WhatsApp', greeting, className = '' }: WhatsAppChatLinkProps) {
  const t = useT();
  return (
    <a
      href={whatsAppChatHref(phone, greeting ?? whatsAppGreeting(name))}
      target="_blank"
      rel="noopener noreferrer"
      // A label rather than hidden text: the name is not repeated in the page's text.
      aria-label={t('common.contact.whatsappWith', { label, name })}
      className={buttonClasses('secondary', `border-green-700 text-green-800 hover:bg-green-50 ${className}`)}
    >
      {label}
    </a>
  );
}
