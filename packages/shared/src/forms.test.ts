import { describe, expect, it } from 'vitest';
import { FORM_DEFAULTS, FORM_MESSAGES, FORM_MESSAGES_WITH } from './form-messages.ts';
import { checkField, judgeAnswers, visibleFieldIds } from './form-logic.ts';
import { FormFieldSchema, FormInputSchema, type FormFieldInput } from './forms.ts';

const field = (input: Partial<FormFieldInput> & Pick<FormFieldInput, 'id' | 'type'>) =>
  FormFieldSchema.parse({ label: input.id, ...input });
const options = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];
const MEDIA = 'a'.repeat(24);

describe('FormInputSchema: the builder rules, on the server too', () => {
  const valid = { title: 'Registration', fields: [{ id: 'name', type: 'text', label: 'Name' }] };

  it('fills the spec defaults', () => {
    const form = FormInputSchema.parse(valid);
    expect(form).toMatchObject({ category: 'other', status: 'draft' });
    expect(form.settings).toMatchObject({
      requireLogin: FORM_DEFAULTS.requireLogin,
      allowMultipleSubmissions: false,
      captcha: false,
      submissionLimit: null,
      successMessage: 'Thank you for your submission!',
    });
    expect(form.styling.primaryColor).toBe('#3B82F6');
  });

  it.each([
    [{ ...valid, title: '  ' }, FORM_MESSAGES.titleRequired],
    [{ ...valid, fields: [] }, FORM_MESSAGES.fieldsRequired],
    [{ ...valid, fields: [{ id: 'a', type: 'text', label: ' ' }] }, FORM_MESSAGES.labelRequired],
    [
      { ...valid, fields: [{ id: 'a', type: 'radio', label: 'A', options: [options[0]] }] },
      FORM_MESSAGES.optionsRequired,
    ],
    [{ ...valid, fields: [{ id: 'a', type: 'checkbox', label: 'A' }] }, FORM_MESSAGES.optionsRequired],
  ])('refuses %j with the builder message', (input, message) => {
    const result = FormInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('refuses duplicate ids and rules that point nowhere', () => {
    const twice = FormInputSchema.safeParse({ ...valid, fields: [valid.fields[0], valid.fields[0]] });
    expect(twice.success).toBe(false);
    const dangling = FormInputSchema.safeParse({
      ...valid,
      fields: [{ id: 'a', type: 'text', label: 'A', conditional: { enabled: true, field: 'ghost', value: 'x' } }],
    });
    expect(dangling.error?.issues[0]?.path).toEqual(['fields', 0, 'conditional', 'field']);
  });

  it('accepts all 17 field types', () => {
    const types = ['text', 'textarea', 'email', 'phone', 'number', 'url', 'rating', 'date', 'time', 'datetime'];
    const fields = [
      ...types.map((type) => ({ id: type, type, label: type })),
      ...['select', 'radio', 'checkbox'].map((type) => ({ id: type, type, label: type, options })),
      { id: 'file', type: 'file', label: 'File' },
      { id: 'signature', type: 'signature', label: 'Signature' },
      { id: 'divider', type: 'divider', label: 'Divider' },
      { id: 'html', type: 'html', label: 'Note', content: '<p>Hi</p>' },
    ];
    expect(FormInputSchema.parse({ title: 'All', fields }).fields).toHaveLength(17);
  });
});

describe('checkField: the filler messages, per type', () => {
  it.each<[Partial<FormFieldInput> & Pick<FormFieldInput, 'id' | 'type'>, unknown, string | undefined]>([
    [{ id: 'a', type: 'text', required: true }, '   ', FORM_MESSAGES.required],
    [{ id: 'a', type: 'text' }, '', undefined],
    [{ id: 'a', type: 'text', validation: { minLength: 3 } }, 'ab', FORM_MESSAGES_WITH.minLength(3)],
    [{ id: 'a', type: 'textarea', validation: { maxLength: 4 } }, 'abcde', FORM_MESSAGES_WITH.maxLength(4)],
    [{ id: 'a', type: 'text', validation: { minLength: 3 } }, 'abc', undefined],
    [{ id: 'a', type: 'email' }, 'ravi@', FORM_MESSAGES.email],
    [{ id: 'a', type: 'email' }, 'ravi@example.in', undefined],
    [{ id: 'a', type: 'phone' }, '+91 (98220) 123-45', undefined],
    [{ id: 'a', type: 'phone' }, '98220x12345', FORM_MESSAGES.phone],
    [{ id: 'a', type: 'url' }, 'not a url', FORM_MESSAGES.url],
    [{ id: 'a', type: 'url' }, 'javascript:alert(1)', FORM_MESSAGES.url],
    [{ id: 'a', type: 'url' }, 'https://example.org/x', undefined],
    [{ id: 'a', type: 'number' }, 'ten', FORM_MESSAGES.number],
    [{ id: 'a', type: 'number', validation: { min: 18 } }, '17', FORM_MESSAGES_WITH.min(18)],
    [{ id: 'a', type: 'number', validation: { max: 70 } }, 71, FORM_MESSAGES_WITH.max(70)],
    [{ id: 'a', type: 'number', validation: { min: 18, max: 70 } }, '40', undefined],
    [{ id: 'a', type: 'select', options }, 'maybe', FORM_MESSAGES.option],
    [{ id: 'a', type: 'radio', options }, 'no', undefined],
    [{ id: 'a', type: 'checkbox', options, required: true }, [], FORM_MESSAGES.required],
    [{ id: 'a', type: 'checkbox', options }, ['yes', 'other'], FORM_MESSAGES.option],
    [{ id: 'a', type: 'checkbox', options }, ['yes', 'no'], undefined],
    [{ id: 'a', type: 'rating' }, 6, FORM_MESSAGES.rating],
    [{ id: 'a', type: 'rating' }, '5', undefined],
    [{ id: 'a', type: 'date' }, '2026-02-30x', FORM_MESSAGES.date],
    [{ id: 'a', type: 'date' }, '2026-11-23', undefined],
    [{ id: 'a', type: 'time' }, '25:00', FORM_MESSAGES.time],
    [{ id: 'a', type: 'time' }, '09:30', undefined],
    [{ id: 'a', type: 'datetime' }, '2026-11-23', FORM_MESSAGES.datetime],
    [{ id: 'a', type: 'datetime' }, '2026-11-23T09:30', undefined],
    [{ id: 'a', type: 'file' }, 'C:\\fakepath\\x.pdf', FORM_MESSAGES.file],
    [{ id: 'a', type: 'file' }, { id: MEDIA, name: 'x.pdf' }, undefined],
    [{ id: 'a', type: 'signature' }, 'data:image/svg+xml;base64,AAAA', FORM_MESSAGES.signature],
    [{ id: 'a', type: 'signature' }, 'data:image/png;base64,iVBORw0KGgo=', undefined],
    [{ id: 'a', type: 'divider', required: true }, undefined, undefined],
    [{ id: 'a', type: 'html', required: true }, undefined, undefined],
  ])('%j with %j -> %s', (input, answer, message) => {
    expect(checkField(field(input), answer)).toBe(message);
  });
});

describe('conditional rules', () => {
  const member = field({ id: 'member', type: 'radio', options, required: true });
  const since = field({
    id: 'since',
    type: 'number',
    required: true,
    conditional: { enabled: true, field: 'member', value: 'yes', action: 'show' },
  });
  const why = field({
    id: 'why',
    type: 'textarea',
    required: true,
    conditional: { enabled: true, field: 'member', value: 'yes', action: 'hide' },
  });
  const detail = field({
    id: 'detail',
    type: 'text',
    required: true,
    conditional: { enabled: true, field: 'since', value: '5', action: 'show' },
  });
  const fields = [member, since, why, detail];

  it('shows on a match and hides on a match, per action', () => {
    expect([...visibleFieldIds(fields, { member: 'yes' })]).toEqual(['member', 'since']);
    expect([...visibleFieldIds(fields, { member: 'no' })]).toEqual(['member', 'why']);
    expect([...visibleFieldIds(fields, {})]).toEqual(['member', 'why']);
  });

  it('treats the answer of a hidden field as no answer (chains)', () => {
    expect(visibleFieldIds(fields, { member: 'yes', since: 5 }).has('detail')).toBe(true);
    expect(visibleFieldIds(fields, { member: 'no', since: 5 }).has('detail')).toBe(false);
  });

  it('matches a ticked checkbox option', () => {
    const boxes = field({ id: 'boxes', type: 'checkbox', options });
    const shown = field({ id: 'shown', type: 'text', conditional: { enabled: true, field: 'boxes', value: 'no' } });
    expect(visibleFieldIds([boxes, shown], { boxes: ['yes', 'no'] }).has('shown')).toBe(true);
    expect(visibleFieldIds([boxes, shown], { boxes: ['yes'] }).has('shown')).toBe(false);
  });

  it('survives a cycle', () => {
    const a = field({ id: 'a', type: 'text', conditional: { enabled: true, field: 'b', value: 'x' } });
    const b = field({ id: 'b', type: 'text', conditional: { enabled: true, field: 'a', value: 'x' } });
    expect(() => visibleFieldIds([a, b], { a: 'x', b: 'x' })).not.toThrow();
  });

  it('never requires a hidden field and drops its value, unknown ids and display fields', () => {
    const note = field({ id: 'note', type: 'html', content: '<p>x</p>' });
    const result = judgeAnswers([...fields, note], {
      member: 'no',
      since: 'abc',
      why: ' Busy ',
      ghost: 'x',
      note: 'y',
    });
    expect(result).toEqual({ values: { member: 'no', why: 'Busy' }, errors: {} });
  });

  it('reports each visible field that is wrong', () => {
    expect(judgeAnswers(fields, { member: 'yes', since: 'ten' }).errors).toEqual({ since: FORM_MESSAGES.number });
    expect(judgeAnswers(fields, {}).errors).toEqual({ member: FORM_MESSAGES.required, why: FORM_MESSAGES.required });
  });
});

describe('captcha proof of work', () => {
  it('meetsDifficulty counts leading zero bits; solveProofOfWork finds a nonce the check accepts', async () => {
    const { meetsDifficulty, solveProofOfWork, sha256Hex } = await import('./form-captcha.ts');
    expect(meetsDifficulty('0f' + 'a'.repeat(62), 4)).toBe(true);
    expect(meetsDifficulty('0f' + 'a'.repeat(62), 5)).toBe(false);
    expect(meetsDifficulty('07' + 'a'.repeat(62), 5)).toBe(true);
    expect(meetsDifficulty('not hex', 0)).toBe(false);
    const nonce = await solveProofOfWork('challenge', 8);
    expect(meetsDifficulty(await sha256Hex(`challenge:${nonce}`), 8)).toBe(true);
  });
});
