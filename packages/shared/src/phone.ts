// Phone number rules without zod (the web's login screen needs them, not the schema library); auth.ts re-exports them.

/**
 * Phone numbers are stored in one canonical form so that "+91 98765 43210" and "9876543210" are one
 * account: whitespace and hyphens removed (the spec removes whitespace), an Indian +91/0091/0 prefix
 * dropped before a 10-digit number; other international numbers keep their leading +.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  const indian = /^(?:\+91|0091|0)(\d{10})$/.exec(compact);
  return indian ? indian[1]! : compact;
}

export const PHONE_PATTERN = /^(?:\d{10}|\+\d{11,15})$/;
