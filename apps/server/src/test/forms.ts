import type { FastifyInstance } from 'fastify';
import { FormInputSchema, type FormInput } from '@sangam/shared/forms';
import { createForm } from '../features/forms/forms.service.ts';
import { bearer } from './helper.ts';

/** A registration form: name, email, a member question and a field shown only for members. */
export const registrationForm = (overrides: Partial<FormInput> = {}): FormInput => ({
  title: 'Annual Meet Registration',
  status: 'active',
  category: 'registration',
  fields: [
    { id: 'name', type: 'text', label: 'Full name', required: true, validation: { minLength: 2, maxLength: 60 } },
    { id: 'email', type: 'email', label: 'Email', required: true },
    {
      id: 'member',
      type: 'radio',
      label: 'Are you a member?',
      required: true,
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    },
    {
      id: 'memberId',
      type: 'text',
      label: 'Member number',
      required: true,
      conditional: { enabled: true, field: 'member', value: 'yes', action: 'show' },
    },
    { id: 'guests', type: 'number', label: 'Guests', validation: { min: 0, max: 4 } },
  ],
  settings: { requireLogin: false },
  ...overrides,
});

/** Stores a form through the service (as an admin's save would) and answers its id and slug. */
export async function makeForm(app: FastifyInstance, adminId: string, input: FormInput = registrationForm()) {
  const form = await createForm(app.db, FormInputSchema.parse(input), adminId);
  return { id: form.id, slug: form.slug };
}

export const validAnswers = { name: 'Asha Kamble', email: 'asha@example.com', member: 'no', guests: 2 };

/** Sends answers to a form (POST /api/forms/submit/:slug) as a visitor, or as the member whose token is given. */
export const submitAnswers = (app: FastifyInstance, slug: string, payload: object, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/forms/submit/${slug}`,
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });
