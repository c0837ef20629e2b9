import type { PhoneChannel } from '@sangam/shared/notifications';

/**
 * One message to a phone. `text` is the whole message in the member's language (the test provider and SMS
 * bodies use it); `template` and `variables` are what template-based APIs (MSG91 flows, WhatsApp templates) need.
 */
export type PhoneMessage = {
  /** E.164, e.g. +919812345678. */
  to: string;
  channel: PhoneChannel;
  /** Our name of the template: 'otp' or a notification kind. */
  template: string;
  language: 'en' | 'hi';
  text: string;
  /** The template's values in order (a notification's sentence parts); a code travels in `code`. */
  variables: string[];
  code?: string;
};

/** Sends phone messages; throws when the provider refuses or cannot be reached (the outbox tries again). */
export interface MessageProvider {
  /** 'test', 'msg91', 'whatsapp'. */
  readonly name: string;
  /** The channels it can send on, best first: a code goes by the first unless the member asked for another. */
  readonly channels: readonly PhoneChannel[];
  send(message: PhoneMessage): Promise<void>;
}

/** Members' numbers are stored as 10 digits for India (+91) or in full international form. */
export const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+91${phone}`);

/** "+91 98123 45678": how a number is shown back to the member. */
export const displayPhone = (phone: string) =>
  /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
