import type { Kysely } from 'kysely';

// Frozen once landed: add a new migration instead of editing this one.

// parseHeightCm of packages/shared/src/matrimonial-matches.ts as it was when this landed, copied so that a later
// change to the reader does not change what this migration did.

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
function parseHeightCm(text: string): number | null {
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

type Rows = { matrimonial_profiles: { id: string; height: string; height_cm: number | null } };

/**
 * Matches by height (issue 35): height_cm of the profiles written before profiles kept it, read from their height
 * text ("5 ft 9 in", "5'9\"", "175 cm", "5.9"...) by the reader the profile form's writes use (a copy); a height it
 * cannot read stays null (and matches no height range). Read in pages of 500 by id, written one row at a time.
 */
export async function up(kysely: Kysely<unknown>): Promise<void> {
  const db = kysely as unknown as Kysely<Rows>;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('matrimonial_profiles')
      .select(['id', 'height'])
      .where('id', '>', after)
      .where('height_cm', 'is', null)
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const cm = parseHeightCm(row.height);
      if (cm !== null) {
        await db.updateTable('matrimonial_profiles').set({ height_cm: cm }).where('id', '=', row.id).execute();
      }
    }
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(kysely: Kysely<unknown>): Promise<void> {
  const db = kysely as unknown as Kysely<Rows>;
  await db.updateTable('matrimonial_profiles').set({ height_cm: null }).execute();
}
