// zod's own checks (a missing field, a wrong type, a length with no message of the schema's) in the catalogue's
// words: zod has no Hindi locale, so the server's error plugin and the web's forms put these in its place in Hindi.
// English keeps zod's own words. Zod-free (types only), for the web app's first chunk.
import { messageWith, type MessageArgs, type MessageId } from './i18n/namespaces.ts';

/** The parts of a zod issue the message depends on (a zod issue, or fastify's copy of one: code + params). */
export interface ZodIssueLike {
  code: string;
  origin?: string | undefined;
  maximum?: number | bigint | undefined;
  minimum?: number | bigint | undefined;
  inclusive?: boolean | undefined;
  format?: string | undefined;
  divisor?: number | undefined;
  keys?: readonly string[] | undefined;
  /** Nothing was given (an invalid_type with no input). */
  missing?: boolean | undefined;
}

const SIZED_BY_COUNT = new Set(['array', 'set', 'map']);
const NUMERIC = new Set(['number', 'int', 'bigint', 'date']);

const id = (messageId: MessageId, values?: MessageArgs) => (values ? messageWith(messageId, values) : messageId);

/** The catalogue message (an id string with its values) that says what a zod issue found wrong. */
export function zodIssueMessage(issue: ZodIssueLike): string {
  switch (issue.code) {
    case 'invalid_type':
      return id(issue.missing ? 'common.zod.required' : 'common.zod.invalidType');
    case 'too_big': {
      const limit = Number(issue.maximum);
      const max = issue.inclusive === false && issue.origin !== 'number' ? limit - 1 : limit;
      if (issue.origin === 'string') return id('common.zod.tooLongText', { max });
      if (SIZED_BY_COUNT.has(issue.origin ?? '')) return id('common.zod.tooManyItems', { max });
      if (NUMERIC.has(issue.origin ?? '') && issue.origin !== 'date') return id('common.zod.tooBigNumber', { max });
      return id('common.zod.tooBig');
    }
    case 'too_small': {
      const limit = Number(issue.minimum);
      const min = issue.inclusive === false && issue.origin !== 'number' ? limit + 1 : limit;
      if (issue.origin === 'string')
        return min <= 1 ? id('common.zod.required') : id('common.zod.tooShortText', { min });
      if (SIZED_BY_COUNT.has(issue.origin ?? '')) return id('common.zod.tooFewItems', { min });
      if (NUMERIC.has(issue.origin ?? '') && issue.origin !== 'date') return id('common.zod.tooSmallNumber', { min });
      return id('common.zod.tooSmall');
    }
    case 'invalid_format':
      if (issue.format === 'email') return id('common.zod.invalidEmail');
      if (issue.format === 'url') return id('common.zod.invalidUrl');
      if (issue.format === 'date' || issue.format === 'datetime') return id('common.zod.invalidDate');
      return id('common.zod.invalidFormat');
    case 'invalid_value':
      return id('common.zod.invalidOption');
    case 'unrecognized_keys':
      return id('common.zod.unrecognizedKeys', { keys: (issue.keys ?? []).join(', ') });
    case 'not_multiple_of':
      return id('common.zod.notMultipleOf', { divisor: issue.divisor ?? 1 });
    default:
      return id('common.zod.invalid');
  }
}
