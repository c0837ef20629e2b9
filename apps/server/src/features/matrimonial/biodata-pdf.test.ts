import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, bearer } from '../../test/helper.ts';
import { makeMember, type Member } from '../../test/factories.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { jpegBytes } from '../../test/files.ts';
import { profileValues, submitProfile } from '../../test/matrimonial.ts';
import { findProfile } from './matrimonial.queries.ts';
import { biodataContent, writtenDate } from './biodata-pdf.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Member;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await makeMember(app, 'free', { ...SETTLED, name: 'Biodata Owner' });
});
afterAll(async () => {
  await app.close();
});
// The owner submits more than a day's profiles here; the limit itself: lib/posting-limits.test.ts.
raisePostingLimit('matrimonial', 100);

/** The PDF's streams, inflated where pdfkit compressed them. */
function streams(pdf: Buffer): Buffer[] {
  const found: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) return found;
    const end = pdf.indexOf('\nendstream', start);
    const dictionary = pdf.toString('latin1', pdf.lastIndexOf(' obj', start), start);
    const body = pdf.subarray(start + 'stream\n'.length, end);
    found.push(dictionary.includes('/FlateDecode') ? inflateSync(body) : body);
    at = end + '\nendstream'.length;
  }
}

/** The text of the page's Latin runs: pdfkit writes Helvetica text as hex strings in TJ arrays, a line per array. */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of streams(pdf)) {
    for (const [, array] of stream.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, h]) => Buffer.from(h!, 'hex').toString('latin1'));
      lines.push(hex.join(''));
    }
  }
  return lines.join('\n');
}

const download = async (
  values: Record<string, string>,
  files: Parameters<typeof submitProfile>[3] = [],
  headers: Record<string, string> = {},
) => {
  const created = await submitProfile(app, owner.token, values, files);
  expect(created.statusCode).toBe(201);
  const res = await app.inject({
    url: `/api/matrimonial/profiles/${created.json().profile._id}/biodata`,
    headers: { ...bearer(owner.token), ...headers },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};

describe('the biodata made from a profile', () => {
  it('writes the date of birth as "14 March 1998" and the siblings in words', async () => {
    const pdf = await download(
      profileValues({
        dateOfBirth: '1998-03-14',
        siblings: JSON.stringify({ brothers: 1, sisters: 2, marriedBrothers: 0, marriedSisters: 1 }),
      }),
    );
    const text = pdfText(pdf);
    expect(text).toContain('14 March 1998');
    expect(text).not.toContain('1998-03-14');
    expect(text).toContain('1 brother, 2 sisters (1 married)');
    expect(text).not.toContain('(s)');
  });

  it('shows the first photo of a profile that has one, and no image for one without', async () => {
    const photo = { name: 'profileImages', bytes: await jpegBytes(120, 160), filename: 'me.jpg', type: 'image/jpeg' };
    const withPhoto = await download(profileValues({ fullName: 'With Photo' }), [photo]);
    expect(withPhoto.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*\/Filter \/DCTDecode/);
    // The page draws it: an image XObject painted by the content stream.
    const painted = (pdf: Buffer) => streams(pdf).some((stream) => /\/I\d+ Do/.test(stream.toString('latin1')));
    expect(painted(withPhoto)).toBe(true);
    const without = await download(profileValues({ fullName: 'No Photo' }));
    expect(without.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    expect(painted(without)).toBe(false);
  });
});

describe('the biodata in Hindi', () => {
  it('labels the biodata in Hindi for Accept-Language: hi, with the Devanagari font embedded', async () => {
    const values = profileValues({ fullName: 'Asha Kamble', dateOfBirth: '1998-03-14' });
    const english = await download(values);
    expect(pdfText(english)).toContain('Date of Birth: ');
    const hindi = await download(values, [], { 'accept-language': 'hi' });
    // The labels are Devanagari runs now: no English label is left among the Latin runs, and the font is in.
    const latin = pdfText(hindi);
    for (const label of ['Basic Information', 'Date of Birth', 'Family Information', 'Partner Preferences']) {
      expect(latin).not.toContain(label);
    }
    expect(latin).toContain('Asha Kamble');
    expect(hindi.toString('latin1')).toContain('NotoSansDevanagari');
  });

  it('builds the sections with Hindi headings, labels and values', async () => {
    const created = await submitProfile(
      app,
      owner.token,
      profileValues({
        dateOfBirth: '1998-03-14',
        familyType: 'joint',
        siblings: JSON.stringify({ brothers: 2, sisters: 1, marriedBrothers: 1, marriedSisters: 0 }),
      }),
    );
    const row = (await findProfile(app.db, created.json().profile._id))!;
    const { title, sections } = biodataContent(row, 'hi');
    expect(title).toBe('बायोडाटा');
    expect(sections.map((section) => section.heading)).toEqual(
      expect.arrayContaining(['बुनियादी जानकारी', 'परिवार की जानकारी', 'जीवनसाथी की पसंद']),
    );
    const fields = Object.fromEntries(sections.flatMap((section) => section.fields));
    expect(fields['जन्म तिथि']).toMatch(/^14 मार्च 1998 \(\d+ साल\)$/);
    expect(fields['परिवार का प्रकार']).toBe('संयुक्त');
    expect(fields['भाई-बहन']).toBe('2 भाई (1 विवाहित), 1 बहन');
    expect(writtenDate('1998-03-14', 'en')).toBe('14 March 1998');
  });
});
