import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormField } from '@sangam/shared/forms';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { FormFillerPage } from './FormFillerPage.tsx';

const base = {
  required: false,
  validation: {},
  conditional: { enabled: false, field: '', value: '', action: 'show' as const },
  styling: { width: 'full' as const, alignment: 'left' as const },
};

const fields: FormField[] = [
  { ...base, id: 'name', type: 'text', label: 'Full name', required: true, validation: { minLength: 3 } },
  { ...base, id: 'email', type: 'email', label: 'Email' },
  {
    ...base,
    id: 'attending',
    type: 'radio',
    label: 'Attending?',
    required: true,
    options: [
      { label: 'Yes', value: 'yes' },
      { label: 'No', value: 'no' },
    ],
  },
  {
    ...base,
    id: 'guests',
    type: 'number',
    label: 'Guests',
    required: true,
    validation: { min: 1, max: 5 },
    conditional: { enabled: true, field: 'attending', value: 'yes', action: 'show' },
  },
  { ...base, id: 'stars', type: 'rating', label: 'How excited are you?' },
];

const form = (settings: Record<string, unknown> = {}) => ({
  _id: 'f1',
  slug: 'annual-meet',
  title: 'Annual Meet',
  description: 'Tell us if you come.',
  category: 'registration',
  status: 'active',
  fields,
  settings: { requireLogin: false, captcha: false, successMessage: 'See you there!', redirectUrl: '', ...settings },
  styling: { primaryColor: '#3B82F6' },
  fillToken: 'signed-token',
  captcha: null,
});

function setup(
  submitReply: MockReply = { status: 201, body: { submission: { _id: 's1' }, message: 'See you there!' } },
  at?: string,
  settings = {},
) {
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/forms/public/annual-meet') return { body: form(settings) };
    if (url === '/api/forms/submit/annual-meet' && init.method === 'POST') return submitReply;
    return { status: 401, body: { message: 'No token' } };
  });
  renderWithApp(<FormFillerPage />, { path: '/forms/:slug', at: at ?? '/forms/annual-meet' });
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => requestBody(init));

beforeEach(() => localStorage.clear());

describe('FormFillerPage', () => {
  it('shows a conditional field only when its rule is met, judges with the shared messages and submits', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Annual Meet' });
    expect(screen.queryByLabelText(/Guests/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Full name/), 'Al');
    await user.click(within(screen.getByRole('group', { name: /Attending/ })).getByLabelText('Yes'));
    await user.type(screen.getByLabelText(/Guests/), '9');
    await user.click(screen.getByLabelText('4 stars'));
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(screen.getByText('Minimum 3 characters required')).toBeInTheDocument();
    expect(screen.getByText('Maximum value is 5')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Full name/), 'ka');
    await user.clear(screen.getByLabelText(/Guests/));
    await user.type(screen.getByLabelText(/Guests/), '2');
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));

    expect(await screen.findByRole('heading', { name: 'Thank You!' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('See you there!')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        name: 'Alka',
        attending: 'yes',
        guests: 2,
        stars: 4,
        _honeypot: '',
        _token: 'signed-token',
        submitterInfo: { name: 'Alka', email: '' },
      },
    ]);
    // Submitted: the browser's draft is gone.
    expect(localStorage.getItem('form-answers:annual-meet')).toBeNull();
  });

  it('prefills from the link and keeps a draft in the browser', async () => {
    setup(undefined, '/forms/annual-meet?name=Ravi%20Kumar&attending=yes');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    await user.type(screen.getByLabelText(/Guests/), '3');
    expect(JSON.parse(localStorage.getItem('form-answers:annual-meet')!)).toMatchObject({
      name: 'Ravi Kumar',
      guests: '3',
    });
  });

  it('puts the server’s per-field messages under the fields', async () => {
    setup({
      status: 400,
      body: {
        message: 'Please correct the highlighted fields',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Full name/), 'Meena');
    await user.click(within(screen.getByRole('group', { name: /Attending/ })).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    // The filler waits out the server's minimum fill time before it sends.
    expect(await screen.findByText('Please enter a valid email address', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('asks visitors to log in before a login-only form is sent, and shows the badges', async () => {
    const fetchMock = setup(undefined, undefined, { requireLogin: true, captcha: true });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Annual Meet' });
    expect(screen.getByText('Login required')).toBeInTheDocument();
    expect(screen.getByText('CAPTCHA protected')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full name/), 'Meena');
    await user.click(within(screen.getByRole('group', { name: /Attending/ })).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText(/Please log in to submit this form/)).toBeInTheDocument();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(0));
  });
});

describe('FormFillerPage in Hindi', () => {
  beforeEach(() => activateLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  it('says its own words and every check in Hindi, keeps the admin-written ones, and redraws on a switch', async () => {
    setup(undefined, undefined, { requireLogin: true, captcha: true });
    const user = userEvent.setup();
    // The title, labels and options are the admin's, as written.
    await screen.findByRole('heading', { name: 'Annual Meet' });
    expect(screen.getByText('लॉग इन ज़रूरी')).toBeInTheDocument();
    expect(screen.getByText('कैप्चा से सुरक्षित')).toBeInTheDocument();
    expect(screen.getByLabelText('4 स्टार')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'फ़ॉर्म भेजें' }));
    expect(screen.getAllByText('यह फ़ील्ड भरना ज़रूरी है')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Full name/), 'Al');
    await user.click(screen.getByRole('button', { name: 'फ़ॉर्म भेजें' }));
    expect(screen.getByText('कम से कम 3 अक्षर ज़रूरी हैं')).toBeInTheDocument();

    // Switching language redraws the messages in place; what was typed stays.
    await act(() => activateLanguage('en'));
    expect(screen.getByText('Minimum 3 characters required')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Al');
    await act(() => activateLanguage('hi'));

    await user.type(screen.getByLabelText(/Full name/), 'ka');
    await user.click(within(screen.getByRole('group', { name: /Attending/ })).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'फ़ॉर्म भेजें' }));
    expect(await screen.findByText(/यह फ़ॉर्म भेजने के लिए कृपया लॉग इन करें/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', expect.stringMatching(/^\/login\?/));
  });

  it("thanks in Hindi when the form keeps the builder's default message", async () => {
    setup({ status: 201, body: { submission: { _id: 's1' }, message: '' } }, undefined, {
      successMessage: 'Thank you for your submission!',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Full name/), 'Meena');
    await user.click(within(screen.getByRole('group', { name: /Attending/ })).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'फ़ॉर्म भेजें' }));
    expect(await screen.findByRole('heading', { name: 'धन्यवाद!' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('फ़ॉर्म भरने के लिए धन्यवाद!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'संगम से जुड़ें' })).toHaveAttribute('href', '/register');
  });
});
