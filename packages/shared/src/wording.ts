// Wording several features' messages share, without zod (the web's forms read the messages).
import { messageWith, type MessageId } from './i18n/namespaces.ts';

/** The fields whose length message is in the catalogue (common.atMostChars.<field>), by the label they had. */
const AT_MOST_FIELDS = {
  Title: 'common.atMostChars.title',
  Content: 'common.atMostChars.content',
  Excerpt: 'common.atMostChars.excerpt',
  'Button text': 'common.atMostChars.buttonText',
  Profession: 'common.atMostChars.profession',
  Bio: 'common.atMostChars.bio',
  Address: 'common.atMostChars.address',
  'Each interest': 'common.atMostChars.eachInterest',
  Category: 'common.atMostChars.category',
  Description: 'common.atMostChars.description',
  'About Me': 'common.atMostChars.aboutMe',
  Name: 'common.atMostChars.name',
} as const satisfies Record<string, MessageId>;

export type AtMostField = keyof typeof AT_MOST_FIELDS;

/**
 * A text field's length message, as a catalogue id with its limit ("Title must be at most 200 characters" in
 * English): a string a zod schema can hold, translated where it is shown (say() in the browser, the error plugin on
 * the server).
 */
export const atMostChars = (label: AtMostField, max: number): string =>
  messageWith(AT_MOST_FIELDS[label] ?? 'common.atMostChars.other', { max });
