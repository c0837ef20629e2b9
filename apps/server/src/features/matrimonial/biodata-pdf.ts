import { MONTHS } from '@sangam/shared/months';
import { createRequire } from 'node:module';
import {
  FAMILY_TYPE_LABELS,
  GENDER_LABELS,
  PROFILE_TYPE_LABELS,
  ageFromDob,
  WIZARD_STEPS,
} from '@sangam/shared/matrimonial';
import { INTL_LOCALE, type Language } from '@sangam/shared/i18n/languages';
import type { Db } from '../../db/dialect.ts';
import { t } from '../../lib/i18n.ts';
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

/**
 * '1998-03-14' -> '14 March 1998' ('14 मार्च 1998' in Hindi), as people write a date of birth on a biodata;
 * anything else as it is.
 */
export function writtenDate(isoDate: string, lang: Language = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  if (lang === 'en') return `${Number(match[3])} ${month} ${match[1]}`;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** '2 brothers (1 married)': a count in words, the married ones only when there are some. */
const siblingCount = (lang: Language, count: number, married: number, kind: 'brothers' | 'sisters') => {
  const siblings = t(lang, kind === 'brothers' ? 'matrimonial.pdf.brothers' : 'matrimonial.pdf.sisters', { count });
  return married > 0 ? t(lang, 'matrimonial.pdf.withMarried', { siblings, married }) : siblings;
};

/** A heading and its labelled values (empty values are left out when drawn), or a paragraph. */
export type BiodataSection = { heading: string; fields: [label: string, value: string][]; text?: string };

/** What the biodata says, in `lang`: its title and sections, labels from the matrimonial catalogue. */
export function biodataContent(row: ProfileWithPhotos, lang: Language) {
  const { siblings, partnerPreferences: prefs } = row;
  const label = (field: Parameters<typeof t>[1]) => t(lang, field);
  const sections: BiodataSection[] = [
    {
      heading: t(lang, WIZARD_STEPS[0]),
      fields: [
        [label('matrimonial.pdf.profileFor'), label(PROFILE_TYPE_LABELS[row.profileType])],
        [
          label('matrimonial.field.dateOfBirth'),
          t(lang, 'matrimonial.pdf.dateOfBirth', {
            date: writtenDate(row.dateOfBirth, lang),
            age: ageFromDob(row.dateOfBirth),
          }),
        ],
        [label('matrimonial.field.gender'), label(GENDER_LABELS[row.gender])],
        [label('matrimonial.field.height'), row.height],
        [label('matrimonial.field.weight'), row.weight],
        [label('matrimonial.field.contactNumber'), row.contactNumber],
        [label('matrimonial.field.email'), row.email],
      ],
    },
    {
      heading: t(lang, WIZARD_STEPS[1]),
      fields: [
        [label('matrimonial.field.city'), row.city],
        [label('matrimonial.field.state'), row.state],
        [label('matrimonial.field.country'), row.country],
        [label('matrimonial.field.religion'), row.religion],
        [label('matrimonial.field.caste'), row.caste],
        [label('matrimonial.field.subCaste'), row.subCaste],
        [label('matrimonial.field.education'), row.education],
        [label('matrimonial.field.occupation'), row.occupation],
        [label('matrimonial.field.income'), row.income],
      ],
    },
    {
      heading: t(lang, WIZARD_STEPS[2]),
      fields: [
        [label('matrimonial.field.familyType'), label(FAMILY_TYPE_LABELS[row.familyType])],
        [label('matrimonial.field.fatherOccupation'), row.fatherOccupation],
        [label('matrimonial.field.motherOccupation'), row.motherOccupation],
        [
          label('matrimonial.field.siblings'),
          `${siblingCount(lang, siblings.brothers, siblings.marriedBrothers, 'brothers')}, ${siblingCount(lang, siblings.sisters, siblings.marriedSisters, 'sisters')}`,
        ],
      ],
    },
  ];
  if (row.aboutMe) sections.push({ heading: label('matrimonial.field.aboutMe'), fields: [], text: row.aboutMe });
  sections.push({
    heading: label('matrimonial.profile.partnerPreferences'),
    fields: [
      [
        label('matrimonial.field.age'),
        t(lang, 'matrimonial.pdf.ageRange', { min: prefs.ageRange.min, max: prefs.ageRange.max }),
      ],
      [
        label('matrimonial.field.height'),
        prefs.heightRange.min || prefs.heightRange.max
          ? t(lang, 'matrimonial.pdf.heightRange', {
              min: prefs.heightRange.min || '-',
              max: prefs.heightRange.max || '-',
            })
          : '',
      ],
      [label('matrimonial.field.education'), prefs.education.join(', ')],
      [label('matrimonial.field.occupation'), prefs.occupation.join(', ')],
      [label('matrimonial.field.location'), prefs.location.join(', ')],
      [label('matrimonial.field.caste'), prefs.caste.join(', ')],
    ],
  });
  return {
    title: label('matrimonial.pdf.title'),
    docTitle: t(lang, 'matrimonial.pdf.docTitle', { name: row.fullName }),
    sections,
  };
}

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
export async function profileBiodataPdf(
  row: ProfileWithPhotos,
  photo?: Buffer,
  lang: Language = 'en',
): Promise<Buffer> {
  const content = biodataContent(row, lang);
  // Loaded with the first biodata: pdfkit and its font engine hold about 27 MB.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: content.docTitle } });
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
  /** Text of mixed scripts, each run in its font; `continued` keeps the line open for what follows. */
  const write = (text: string, { bold = false, size = 11, continued = false } = {}) => {
    const runs = scriptRuns(text || '-');
    runs.forEach(({ run, devanagari }, index) => {
      doc
        .font(fontFor(devanagari, bold))
        .fontSize(size)
        .text(run, { continued: continued || index < runs.length - 1 });
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
    // A Hindi label takes the Devanagari font like any other Devanagari run.
    write(`${label}: `, { bold: true, continued: true });
    write(value);
  };

  centred(content.title, { size: 20 });
  centred(row.fullName);
  if (photo) {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const y = doc.y;
    doc.image(photo, left + (width - PHOTO_BOX[0]) / 2, y, { fit: PHOTO_BOX, align: 'center', valign: 'center' });
    doc.x = left;
    doc.y = y + PHOTO_BOX[1];
  }

  for (const section of content.sections) {
    heading(section.heading);
    for (const [label, value] of section.fields) field(label, value);
    if (section.text) write(section.text);
  }
  doc.end();
  return done;
}
