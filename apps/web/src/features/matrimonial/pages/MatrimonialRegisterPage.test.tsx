import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { clear } from 'idb-keyval';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { ProtectedRoute } from '../../../auth/ProtectedRoute.tsx';
import { FakeXhr } from '../../../test/fakeXhr.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { translate } from '../../../i18n/useT.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { MatrimonialRegisterPage } from './MatrimonialRegisterPage.tsx';

const me = member({ id: 'me', name: 'Ravi Sharma', phoneNumber: '9876543210' });

beforeEach(async () => {
  await clear();
  localStorage.setItem('token', 'tok');
  mockFetch((url) => (url === '/api/profile/me' ? { body: { user: me } } : { body: {} }));
  FakeXhr.install();
});

async function fillAllSteps(events: ReturnType<typeof userEvent.setup>, { consent = true } = {}) {
  await events.type(await screen.findByLabelText('Full Name *'), 'Asha Sharma');
  await events.type(screen.getByLabelText('Date of Birth *'), '1997-06-15');
  await events.selectOptions(screen.getByLabelText('Gender *'), 'female');
  await events.type(screen.getByLabelText('Height *'), '5 ft 3 in');
  await events.click(screen.getByRole('button', { name: 'Next' }));
  for (const label of ['City *', 'State *', 'Caste *', 'Education *', 'Occupation *']) {
    await events.type(screen.getByLabelText(label), 'X');
  }
  await events.click(screen.getByRole('button', { name: 'Next' }));
  await events.type(screen.getByLabelText('Sisters'), '{backspace}abc');
  await events.click(screen.getByRole('button', { name: 'Next' }));
  if (consent) await events.click(screen.getByRole('checkbox', { name: SELF_CONSENT }));
}

const SELF_CONSENT = 'I agree to publish my profile for families in the community';

const render = () =>
  renderWithApp(
    <ProtectedRoute>
      <MatrimonialRegisterPage />
    </ProtectedRoute>,
    { path: '/matrimonial/register' },
  );

describe('the matrimonial wizard', () => {
  it('blocks Next on an empty required field with the spec message, and prefills the phone', async () => {
    render();
    const events = userEvent.setup();
    expect(await screen.findByLabelText('Contact Number *')).toHaveValue('9876543210');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(translate(M.stepIncomplete))).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('shows the real upload percentage, sends the fields, and answers with the spec success message', async () => {
    render();
    const events = userEvent.setup();
    await fillAllSteps(events);
    await events.click(screen.getByRole('button', { name: 'Submit Profile' }));
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/matrimonial/profiles');
    const form = xhr.body as FormData;
    expect(form.get('fullName')).toBe('Asha Sharma');
    expect(form.get('consentConfirmed')).toBe('true');
    expect(JSON.parse(form.get('siblings') as string)).toMatchObject({ sisters: 0 });
    act(() => xhr.progress(2, 5));
    expect(screen.getByText('Uploading... 40%')).toBeInTheDocument();
    await act(async () => xhr.respond(201, { message: translate(M.submitted), profile: { _id: 'p1' } }));
    expect(await screen.findByText(translate(M.submitted))).toBeInTheDocument();
  });

  it('asks for the consent to publish on the last step: required, naming the relative', async () => {
    render();
    const events = userEvent.setup();
    await events.selectOptions(await screen.findByLabelText('Profile Type *'), 'daughter');
    await fillAllSteps(events, { consent: false });
    // The relative's profile asks for the consent of the person it is about, by name.
    const consent = screen.getByRole('checkbox', { name: 'I have the consent of Asha Sharma to publish this profile' });
    expect(consent).not.toBeChecked();
    const uploads = FakeXhr.all.length;
    await events.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('Please confirm the consent to publish this profile.')).toBeInTheDocument();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.all.length).toBe(uploads);
    await events.click(consent);
    expect(screen.queryByText('Please confirm the consent to publish this profile.')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect((FakeXhr.last.body as FormData).get('consentConfirmed')).toBe('true');
  });

  it('words a 413 as the spec does', async () => {
    render();
    const events = userEvent.setup();
    await fillAllSteps(events);
    await events.click(screen.getByRole('button', { name: 'Submit Profile' }));
    await act(async () => FakeXhr.last.respond(413, { message: 'Too big' }));
    expect(await screen.findByText(translate(M.fileTooLargeReply))).toBeInTheDocument();
  });

  it('lets the owner remove an uploaded biodata when editing, or change their mind', async () => {
    const mine = matrimonialProfile({ isOwner: true, biodataUploaded: true, contactNumber: '9876543210' });
    mockFetch((url) =>
      url === '/api/profile/me'
        ? { body: { user: me } }
        : url === '/api/matrimonial/profiles/p1'
          ? { body: { profile: mine } }
          : { body: {} },
    );
    renderWithApp(
      <ProtectedRoute>
        <MatrimonialRegisterPage />
      </ProtectedRoute>,
      { path: '/matrimonial/register', at: '/matrimonial/register?edit=p1' },
    );
    const events = userEvent.setup();
    await screen.findByDisplayValue('Priya Kamble');
    for (let step = 0; step < 3; step++) await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Your uploaded biodata is kept unless you choose a new one.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Remove uploaded biodata' }));
    expect(screen.getByText(/Your uploaded biodata will be removed when you save/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Keep uploaded biodata' }));
    await events.click(screen.getByRole('button', { name: 'Remove uploaded biodata' }));
    await events.click(screen.getByRole('button', { name: 'Submit Profile' }));
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/matrimonial/profiles/p1');
    expect((xhr.body as FormData).get('removeBiodata')).toBe('true');
  });

  it('keeps the answers as a draft across a reload, and Start over forgets them', async () => {
    const first = render();
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Full Name *'), 'Asha Sharma');
    await events.type(screen.getByLabelText('Date of Birth *'), '1997-06-15');
    await events.selectOptions(screen.getByLabelText('Gender *'), 'female');
    await events.type(screen.getByLabelText('Height *'), '5 ft 3 in');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.type(screen.getByLabelText('City *'), 'Nagpur');
    // The draft is written a moment after the last key.
    await new Promise((resolve) => setTimeout(resolve, 600));
    first.unmount();

    render();
    expect(await screen.findByText(/Your answers from last time are back/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2: Location & Background' })).toBeInTheDocument();
    expect(screen.getByLabelText('City *')).toHaveValue('Nagpur');
    await events.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Asha Sharma');

    await events.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Full Name *')).toHaveValue('');
    expect(screen.queryByText(/Your answers from last time are back/)).not.toBeInTheDocument();
  });
});

describe('the matrimonial wizard in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('asks step 1 in Hindi and says what is missing in Hindi', async () => {
    await loadNamespaces(['common', 'matrimonial']);
    await activateLanguage('hi');
    render();
    const events = userEvent.setup();
    expect(await screen.findByLabelText('संपर्क नंबर *')).toHaveValue('9876543210');
    expect(screen.getByRole('heading', { name: 'चरण 1: बुनियादी जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'बेटी' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'आगे' }));
    expect(screen.getByText('कृपया इस चरण के सभी ज़रूरी खाने भरें')).toBeInTheDocument();
    expect(screen.getByText('पूरा नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });
});
