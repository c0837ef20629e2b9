import { z } from 'zod';
import { MATRIMONIAL_LIMITS as L } from './matrimonial-messages.ts';

/** The shortest and tallest heights a profile's text is read as (outside them it is unreadable). */
const HEIGHT_CM = { min: 90, max: 250 } as const;

const FEET = String.raw`(?:ft|feet|foot|'|’|′)`;
const INCHES = String.raw`(?:in|inch|inches|"|”|″|''|’’|′′)`;

const inRange = (cm: number) => {
  const rounded = Math.round(cm);
  return rounded >= HEIGHT_CM.min && rounded <= HEIGHT_CM.max ? rounded : null;
};

/**
 * A height text as centimetres, or null when it cannot be read: "175 cm", "1.75 m", "5 ft 9 in", "5'9\"",
 * "5 feet 9 inches", "5ft", "5.9" and "5-9" (feet and inches, as families write them), "69 in", or a bare "175".
 */
export function parseHeightCm(text: string): number | null {
  const s = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!s) return null;
  let m = /^(\d{2,3}(?:\.\d+)?) ?(?:cm|cms|centimet(?:er|re)s?)\.?$/.exec(s);
  if (m) return inRange(Number(m[1]));
  m = /^([12](?:\.\d{1,2})?) ?(?:m|mtr|metres?|meters?)\.?$/.exec(s);
  if (m) return inRange(Number(m[1]) * 100);
  m = new RegExp(String.raw`^(\d) ?${FEET}\.?(?: ?(\d{1,2}(?:\.\d+)?) ?${INCHES}?)?\.?$`).exec(s);
  if (m) return feetAndInches(Number(m[1]), Number(m[2] ?? 0));
  m = /^(\d)(?:\.|-| )(\d{1,2})$/.exec(s);
  if (m) return feetAndInches(Number(m[1]), Number(m[2]));
  m = new RegExp(String.raw`^(\d{2}) ?${INCHES}$`).exec(s);
  if (m) return inRange(Number(m[1]) * 2.54);
  m = /^(\d{3})$/.exec(s);
  if (m) return inRange(Number(m[1]));
  return null;
}

const feetAndInches = (feet: number, inches: number) =>
  feet >= 3 && feet <= 7 && inches < 12 ? inRange((feet * 12 + inches) * 2.54) : null;

/** GET /api/matrimonial/matches: one of the member's own approved profiles, and the page. */
export const MatchesQuerySchema = z.object({
  profileId: z.string().trim().min(1).max(64),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(50).optional().default(L.pageSize),
});
export type MatchesQuery = z.input<typeof MatchesQuerySchema>;
