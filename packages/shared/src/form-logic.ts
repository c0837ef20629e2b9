// The one judge of a form's answers: which fields are visible and what is wrong with each. The builder's
// preview, the public filler and the server all call it, so the browser and the server never disagree.
// Zod-free (types only), so the filler's chunk stays small.
import { FORM_LIMITS, FORM_MESSAGES, FORM_MESSAGES_WITH } from './form-messages.ts';
import type { FileAnswer, FormField } from './forms.ts';

export type Answers = Record<string, unknown>;
/** What a stored answer may be: text, a number, a list of option values, or an uploaded file. */
export type AnswerValue = string | number | string[] | FileAnswer;

/** The parts of a field the judge reads (the stored form's fields, or a builder draft's). */
export type JudgedField = Pick<FormField, 'id' | 'type' | 'required' | 'validation' | 'conditional'> & {
  options?: { value: string }[];
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s\-()]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?/;
const MEDIA_ID = /^[a-f0-9]{24}$/;
const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

/** Empty as the spec means it: nothing, only whitespace, or no option ticked. */
export const isEmptyAnswer = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isDisplayOnly = (field: Pick<JudgedField, 'type'>) => field.type === 'divider' || field.type === 'html';

/** Whether an answer meets a conditional rule's value: equal text, or the value among ticked options. */
function meets(answer: unknown, expected: string): boolean {
  if (Array.isArray(answer)) return answer.map(String).includes(expected);
  if (answer === undefined || answer === null) return false;
  return String(answer).trim() === expected.trim();
}

/**
 * The ids of the fields a submitter sees for these answers. A field with an enabled rule is shown when its
 * controlling field's answer meets the rule's value (action show) or does not (action hide); a hidden
 * controlling field counts as unanswered, so chains of rules behave; a cycle counts as unanswered too.
 */
export function visibleFieldIds(fields: readonly JudgedField[], answers: Answers): Set<string> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const decided = new Map<string, boolean>();
  const deciding = new Set<string>();

  const visible = (field: JudgedField): boolean => {
    const known = decided.get(field.id);
    if (known !== undefined) return known;
    const rule = field.conditional;
    let result = true;
    if (rule?.enabled) {
      const controller = byId.get(rule.field);
      deciding.add(field.id);
      const controllerShown = controller !== undefined && !deciding.has(controller.id) && visible(controller);
      deciding.delete(field.id);
      const met = controllerShown && meets(answers[rule.field], rule.value);
      result = rule.action === 'hide' ? !met : met;
    }
    decided.set(field.id, result);
    return result;
  };

  return new Set(fields.filter(visible).map((field) => field.id));
}

type Checked = { value?: AnswerValue; error?: string };

const asNumber = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

function checkLength(text: string, field: JudgedField): string | undefined {
  const { minLength, maxLength } = field.validation ?? {};
  if (minLength !== undefined && text.length < minLength) return FORM_MESSAGES_WITH.minLength(minLength);
  if (maxLength !== undefined && text.length > maxLength) return FORM_MESSAGES_WITH.maxLength(maxLength);
  if (text.length > FORM_LIMITS.textAnswerMax) return FORM_MESSAGES_WITH.maxLength(FORM_LIMITS.textAnswerMax);
  return undefined;
}

/** Checks one non-empty answer against its field's type and rules; answers the cleaned value or the message. */
function checkValue(field: JudgedField, raw: unknown): Checked {
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : undefined;
  const offered = new Set((field.options ?? []).map((option) => option.value));
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (text === undefined) return { error: FORM_MESSAGES.required };
      const error = checkLength(text, field);
      return error ? { error } : { value: text };
    }
    case 'email': {
      if (text === undefined || !EMAIL.test(text)) return { error: FORM_MESSAGES.email };
      const error = checkLength(text, field);
      return error ? { error } : { value: text };
    }
    case 'phone':
      return text !== undefined && PHONE.test(text) && /\d/.test(text) && text.length <= 30
        ? { value: text }
        : { error: FORM_MESSAGES.phone };
    case 'url':
      return text !== undefined && /^https?:\/\//i.test(text) && URL.canParse(text) && text.length <= 2000
        ? { value: text }
        : { error: FORM_MESSAGES.url };
    case 'number': {
      const n = asNumber(raw);
      if (!Number.isFinite(n)) return { error: FORM_MESSAGES.number };
      const { min, max } = field.validation ?? {};
      if (min !== undefined && n < min) return { error: FORM_MESSAGES_WITH.min(min) };
      if (max !== undefined && n > max) return { error: FORM_MESSAGES_WITH.max(max) };
      return { value: n };
    }
    case 'select':
    case 'radio':
      return text !== undefined && offered.has(text) ? { value: text } : { error: FORM_MESSAGES.option };
    case 'checkbox': {
      const ticked = Array.isArray(raw) ? raw : [raw];
      if (!ticked.every((v) => typeof v === 'string' && offered.has(v))) return { error: FORM_MESSAGES.option };
      return { value: [...new Set(ticked as string[])] };
    }
    case 'rating': {
      const n = asNumber(raw);
      return Number.isInteger(n) && n >= FORM_LIMITS.ratingMin && n <= FORM_LIMITS.ratingMax
        ? { value: n }
        : { error: FORM_MESSAGES.rating };
    }
    case 'date':
      return text !== undefined && DATE.test(text) && !Number.isNaN(Date.parse(text))
        ? { value: text }
        : { error: FORM_MESSAGES.date };
    case 'time':
      return text !== undefined && TIME.test(text) ? { value: text } : { error: FORM_MESSAGES.time };
    case 'datetime':
      return text !== undefined && DATETIME.test(text) && !Number.isNaN(Date.parse(text))
        ? { value: text }
        : { error: FORM_MESSAGES.datetime };
    case 'file':
      return isFileAnswer(raw) ? { value: raw } : { error: FORM_MESSAGES.file };
    case 'signature':
      // The filler sends the drawing as a PNG data URL; the server stores it and keeps the media reference.
      if (isFileAnswer(raw)) return { value: raw };
      return text !== undefined && SIGNATURE.test(text) ? { value: text } : { error: FORM_MESSAGES.signature };
    case 'divider':
    case 'html':
      return {};
  }
}

function isFileAnswer(value: unknown): value is FileAnswer {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && MEDIA_ID.test(id) && typeof name === 'string' && name.length <= 255;
}

/**
 * One field's message for an answer, or undefined when it is fine (the filler calls this as a field is left).
 * Checks run only on non-empty answers; an empty required field is FORM_MESSAGES.required.
 */
export function checkField(field: JudgedField, answer: unknown): string | undefined {
  if (isDisplayOnly(field)) return undefined;
  if (isEmptyAnswer(answer)) return field.required ? FORM_MESSAGES.required : undefined;
  return checkValue(field, answer).error;
}

/**
 * Judges a whole submission: the cleaned answers of the visible fields (hidden fields, display fields and
 * unknown ids are dropped; a hidden field is never required) and a message per field that is wrong.
 */
export function judgeAnswers(
  fields: readonly JudgedField[],
  answers: Answers,
): { values: Record<string, AnswerValue>; errors: Record<string, string> } {
  const shown = visibleFieldIds(fields, answers);
  const values: Record<string, AnswerValue> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!shown.has(field.id) || isDisplayOnly(field)) continue;
    const answer = answers[field.id];
    if (isEmptyAnswer(answer)) {
      if (field.required) errors[field.id] = FORM_MESSAGES.required;
      continue;
    }
    const { value, error } = checkValue(field, answer);
    if (error) errors[field.id] = error;
    else if (value !== undefined) values[field.id] = value;
  }
  return { values, errors };
}
