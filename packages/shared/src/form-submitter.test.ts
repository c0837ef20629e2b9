import { describe, expect, it } from 'vitest';
import { submitterOf } from './form-submitter.ts';

const text = (id: string, label: string) => ({ id, type: 'text' as const, label });

describe('submitterOf', () => {
  it.each([
    [[text('name', 'Name')], 'Ira Sen'],
    [[text('q1', 'Full Name')], 'Ira Sen'],
    [[text('your_name', 'Your name')], 'Ira Sen'],
    [[text('company', 'Company name'), text('q2', 'Name')], 'Ira Sen'],
    [[text('city', 'City')], ''],
  ])('finds the name field in %j', (fields, name) => {
    const values = Object.fromEntries(fields.map((f) => [f.id, f.label === 'Company name' ? 'Sen & Co' : ' Ira Sen ']));
    expect(submitterOf(fields, values).name).toBe(name);
  });

  it('takes the email from a field called email, else the first of type email', () => {
    const fields = [text('name', 'Name'), { id: 'q3', type: 'email' as const, label: 'Where we write to you' }];
    expect(submitterOf(fields, { name: 'Ira', q3: 'ira@example.com' })).toEqual({
      name: 'Ira',
      email: 'ira@example.com',
    });
  });
});
