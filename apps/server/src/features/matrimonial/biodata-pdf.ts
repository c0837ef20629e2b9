import { MONTHS } from '@sangam/shared/months';
import { createRequire } from 'node:module';
import { ageFromDob, PROFILE_TYPE_LABELS } from '@sangam/shared/matrimonial';
import { plural } from '@sangam/shared/plural';
import type { Db } from '../../db/dialect.ts';
import { sniffImage } from '../../lib/images.ts';
import { findMedia } from '../media/media.queries.ts';
import type { ProfileWithPhotos } from './matrimonial.queries.ts';

const require = createRequire(import.meta.url);
// Noto Sans Devanagari ships in subsets: Devanagari runs take it, Latin runs the PDF's own Helvetica.
const DEVANAGARI =
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff');
const DEVANAGARI_BOLD =
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff');

/** Splits text into runs of Devanagari (with its marks and the spaces between its words) and the rest. */
const DEVANAGARI_RUN = /\p{scx=Deva}+(?:(?:\s|\u200C|\u200D)+\p{scx=Deva}+)*/gu;
const scriptRuns = (text: string) => {
  const runs: { run: string; devanagari: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(DEVANAGARI_RUN)) {
    if (match.index > last) runs.push({ run: text.slice(last, match.index), devanagari: false });
    runs.push({ run: match[0], devanagari: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ run: text.slice(last), devanagari: false });
  return runs;
};

/** '1998-03-14' -> '14 March 1998', as people write a date of birth on a biodata; anything else as it is. */
export function writtenDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : isoDate;
}

/** '2 brothers (1 married)': a count in words, the married ones only when there are some. */
const siblingCount = (count: number, married: number, one: string) =>
  `${plural(count, one)}${married > 0 ? ` (${married} married)` : ''}`;

/** The profile's first photo when it has one that a PDF can hold (the upload pipeline stores JPEGs). */
export async function firstPhotoOf(db: Db, row: ProfileWithPhotos): Promise<Buffer | undefined> {
  const id = row.photoIds[0];
  const media = id ? await findMedia(db, id) : undefined;
  if (!media || media.kind !== 'image') return undefined;
  const bytes = Buffer.from(media.bytes);
  const type = sniffImage(bytes.subarray(0, 12));
  return type === 'jpeg' || type === 'png' ? bytes : undefined;
}

/** Where the photo sits: centred under the name, at most this box (points). */
const PHOTO_BOX: [number, number] = [120, 150];

/**
 * A tidy biodata made from the profile itself, for profiles without an uploaded PDF: the basics, background,
 * family, about and partner preferences, with Devanagari names and places rendered by an embedded font; the
 * first photo (`photo`, from firstPhotoOf) under the name when there is one.
 */
export async function profileBiodataPdf(row: ProfileWithPhotos, photo?: Buffer): Promise<Buffer> {
  // Loaded with the first biodata: pdfkit and its font engine hold about 27 MB.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Biodata - ${row.fullName}` } });
  doc.registerFont('deva', DEVANAGARI);
  doc.registerFont('deva-bold', DEVANAGARI_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fontFor = (devanagari: boolean, bold: boolean) =>
    devanagari ? (bold ? 'deva-bold' : 'deva') : bold ? 'Helvetica-Bold' : 'Helvetica';
  const write = (text: string, { bold = false, size = 11 } = {}) => {
    const runs = scriptRuns(text || '-');
    runs.forEach(({ run, devanagari }, index) => {
      doc
        .font(fontFor(devanagari, bold))
        .fontSize(size)
        .text(run, { continued: index < runs.length - 1 });
    });
  };
  /** A centred line of mixed scripts: pdfkit cannot centre continued text, so the runs are placed by width. */
  const centred = (text: string, { bold = true, size = 16 } = {}) => {
    const runs = scriptRuns(text);
    const widths = runs.map(({ run, devanagari }) =>
      doc.font(fontFor(devanagari, bold)).fontSize(size).widthOfString(run),
    );
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    let x = left + Math.max(0, (width - widths.reduce((a, b) => a + b, 0)) / 2);
    const y = doc.y;
    runs.forEach(({ run, devanagari }, index) => {
      doc.font(fontFor(devanagari, bold)).fontSize(size).text(run, x, y, { lineBreak: false });
      x += widths[index]!;
    });
    doc.x = left;
    doc.y = y + size * 1.5;
  };
  const heading = (text: string) => {
    doc.moveDown(0.8);
    write(text, { bold: true, size: 13 });
    doc
      .moveTo(doc.page.margins.left, doc.y + 2)
      .lineTo(doc.page.width - doc.page.margins.right, doc.y + 2)
      .strokeColor('#c2410c')
      .stroke();
    doc.moveDown(0.4);
  };
  const field = (label: string, value: string) => {
    if (!value) return;
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true });
    write(value);
  };

  const { siblings, partnerPreferences: prefs } = row;
  centred('Biodata', { size: 20 });
  centred(row.fullName);
  if (photo) {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const y = doc.y;
    doc.image(photo, left + (width - PHOTO_BOX[0]) / 2, y, { fit: PHOTO_BOX, align: 'center', valign: 'center' });
    doc.x = left;
    doc.y = y + PHOTO_BOX[1];
  }

  heading('Basic Information');
  field('Profile for', PROFILE_TYPE_LABELS[row.profileType]);
  field('Date of Birth', `${writtenDate(row.dateOfBirth)} (${ageFromDob(row.dateOfBirth)} years)`);
  field('Gender', row.gender === 'male' ? 'Male' : 'Female');
  field('Height', row.height);
  field('Weight', row.weight);
  field('Contact Number', row.contactNumber);
  field('Email', row.email);

  heading('Location & Background');
  field('City', row.city);
  field('State', row.state);
  field('Country', row.country);
  field('Religion', row.religion);
  field('Caste', row.caste);
  field('Sub-caste', row.subCaste);
  field('Education', row.education);
  field('Occupation', row.occupation);
  field('Income', row.income);

  heading('Family Information');
  field('Family Type', row.familyType === 'joint' ? 'Joint' : 'Nuclear');
  field("Father's Occupation", row.fatherOccupation);
  field("Mother's Occupation", row.motherOccupation);
  field(
    'Siblings',
    `${siblingCount(siblings.brothers, siblings.marriedBrothers, 'brother')}, ${siblingCount(siblings.sisters, siblings.marriedSisters, 'sister')}`,
  );
  if (row.aboutMe) {
    heading('About Me');
    write(row.aboutMe);
  }

  heading('Partner Preferences');
  field('Age', `${prefs.ageRange.min} to ${prefs.ageRange.max} years`);
  if (prefs.heightRange.min || prefs.heightRange.max) {
    field('Height', `${prefs.heightRange.min || '-'} to ${prefs.heightRange.max || '-'}`);
  }
  field('Education', prefs.education.join(', '));
  field('Occupation', prefs.occupation.join(', '));
  field('Location', prefs.location.join(', '));
  field('Caste', prefs.caste.join(', '));
  doc.end();
  return done;
}
