import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { clear } from 'idb-keyval';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { ProtectedRoute } from '../../../auth/ProtectedRoute.tsx';
import { FakeXhr } from '../../../test/fakeXhr.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { MatrimonialRegisterPage } from './MatrimonialRegisterPage.tsx';

// Age as the law has it (issue 35): the wizard says the server's words at the date of birth before moving on.

const me = member({ id: 'me', name: 'Ravi Sharma', phoneNumber: '9876543210' });
/** Born on 1 January `years` ago: exactly that old today. */
const born = (years: number) => `${new Date().getFullYear() - years}-01-01`;

beforeEach(async () => {
  await clear();
  localStorage.setItem('token', 'tok');
  mockFetch((url) => (url === '/api/profile/me' ? { body: { user: me } } : { body: {} }));
  FakeXhr.install();
});
afterEach(() => activateLanguage('en'));

const render = () =>
  renderWithApp(
    <ProtectedRoute>
      <MatrimonialRegisterPage />
    </ProtectedRoute>,
    { path: '/matrimonial/register' },
  );

async function basicStep(
  events: ReturnType<typeof userEvent.setup>,
  labels: { name: string; dob: string; gender: string; height: string; next: string },
  dob: string,
  gender: 'male' | 'female',
) {
  await events.type(await screen.findByLabelText(labels.name), 'Rahul');
  await events.type(screen.getByLabelText(labels.dob), dob);
  await events.selectOptions(screen.getByLabelText(labels.gender), gender);
  await events.type(screen.getByLabelText(labels.height), '5 ft 8 in');
  await events.click(screen.getByRole('button', { name: labels.next }));
}

const ENGLISH = {
  name: 'Full Name *',
  dob: 'Date of Birth *',
  gender: 'Gender *',
  height: 'Height *',
  next: 'Next',
};

describe('the wizard and the legal age', () => {
  it('keeps a groom of 20 on the first step with "The groom must be at least 21 years old" at the field', async () => {
    render();
    const events = userEvent.setup();
    await basicStep(events, ENGLISH, born(20), 'male');
    expect(screen.getByText('The groom must be at least 21 years old')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of Birth *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('City *')).not.toBeInTheDocument();
    // Old enough: on to the next step.
    await events.clear(screen.getByLabelText('Date of Birth *'));
    await events.type(screen.getByLabelText('Date of Birth *'), born(21));
    await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('City *')).toBeInTheDocument();
  });

  it('says "The bride must be at least 18 years old" for a bride of 17', async () => {
    render();
    await basicStep(userEvent.setup(), ENGLISH, born(17), 'female');
    expect(screen.getByText('The bride must be at least 18 years old')).toBeInTheDocument();
  });

  it('says it in Hindi', async () => {
    await loadNamespaces(['common', 'matrimonial']);
    await activateLanguage('hi');
    render();
    await basicStep(
      userEvent.setup(),
      { name: 'पूरा नाम *', dob: 'जन्म तिथि *', gender: 'लिंग *', height: 'लंबाई *', next: 'आगे' },
      born(20),
      'male',
    );
    expect(screen.getByText('दूल्हे की उम्र कम से कम 21 साल होनी चाहिए')).toBeInTheDocument();
  });
});
