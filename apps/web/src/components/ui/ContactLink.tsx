import type { ReactNode } from 'react';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { useT } from '../../i18n/useT.ts';

type ContactKind = 'phone' | 'email';

/** tel: with the number's digits (and a leading +), or mailto:. */
export const contactHref = (kind: ContactKind, value: string) =>
  kind === 'phone' ? `tel:${value.replace(/[^\d+]/g, '')}` : `mailto:${value}`;

const SPOKEN = { phone: 'common.contact.phone', email: 'common.contact.email' } as const satisfies Record<
  ContactKind,
  MessageId
>;

interface ContactLinkProps {
  kind: ContactKind;
  value: string;
  className: string;
  /** Screen readers hear "Phone: " or "Email: " first (where no label is shown). */
  named?: boolean;
  /** The link's words (default: the number or address). */
  children?: ReactNode;
}

/** A phone number that calls or an email address that writes, tapped. */
export function ContactLink({ kind, value, className, named = false, children }: ContactLinkProps) {
  const t = useT();
  return (
    <>
      {named && <span className="sr-only">{t(SPOKEN[kind])}</span>}
      <a href={contactHref(kind, value)} className={className}>
        {children ?? value}
      </a>
    </>
  );
}
