import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Razorpay's checkout signature: HMAC-SHA256 of `${orderId}|${paymentId}` keyed with the key secret. */
export const checkoutSignature = (keySecret: string, providerOrderId: string, providerPaymentId: string) =>
  hmacHex(keySecret, `${providerOrderId}|${providerPaymentId}`);

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body keyed with the webhook secret. */
export const webhookSignature = (webhookSecret: string, rawBody: Buffer | string) => hmacHex(webhookSecret, rawBody);

/** Compares two hex signatures in constant time (a wrong length or a non-hex string is simply unequal). */
export function signaturesMatch(expectedHex: string, givenHex: string | undefined): boolean {
  if (!givenHex || !/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}
