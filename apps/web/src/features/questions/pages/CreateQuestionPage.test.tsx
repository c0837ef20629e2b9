import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBody } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { CreateQuestionPage } from './CreateQuestionPage.tsx';

function setup() {
  return renderPage(<CreateQuestionPage />, {
    viewer: member({ id: 'me' }),
    route: (url, init) => {
      if (url.startsWith('/api/questions/similar')) {
        return { body: { questions: [{ _id: 'old', title: 'Which school in Pune?', answerCount: 2 }] } };
      }
      if (url === '/api/questions' && init.method === 'POST') {
        return { status: 201, body: { question: { _id: 'new1' } } };
      }
      return undefined;
    },
    path: '/create-question',
  });
}

describe('CreateQuestionPage', () => {
  it('shows the poll fields only for polls; options 2 to 6, added and removed', async () => {
    setup();
    const events = userEvent.setup();
    await screen.findByLabelText('Title');
    expect(screen.queryByLabelText('Option 1')).not.toBeInTheDocument();
    await events.click(screen.getByText('Poll', { exact: true }));
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove option/ })).not.toBeInTheDocument();
    for (let i = 0; i < 4; i++) await events.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(screen.getByRole('textbox', { name: 'Option 6' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Option' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Remove option 6' }));
    expect(screen.queryByRole('textbox', { name: 'Option 6' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Allow multiple votes')).toBeInTheDocument();
  });

  it('checks with the spec’s messages before sending', async () => {
    const { fetchMock } = setup();
    const events = userEvent.setup();
    await events.click(await screen.findByText('Poll', { exact: true }));
    await events.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getAllByText('Title and content are required').length).toBeGreaterThan(0);
    await events.type(screen.getByLabelText('Title'), 'Meetup day');
    await events.type(screen.getByLabelText('Details'), 'Pick one');
    await events.type(screen.getByLabelText('Tags (at least 1)'), 'meetup');
    await events.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Saturday');
    await events.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Polls must have at least 2 options')).toBeInTheDocument();
    expect(screen.getByText('Poll expiration date is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/questions' && init?.method === 'POST')).toBe(false);
  });

  it('suggests similar questions, drops empty tags, sends and goes to the new question', async () => {
    const { fetchMock, location } = setup();
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Title'), 'Best school in Pune');
    expect(await screen.findByRole('link', { name: /Which school in Pune\?/ })).toHaveAttribute(
      'href',
      '/questions/old',
    );
    await events.type(screen.getByLabelText('Details'), 'CBSE near Kothrud');
    await events.type(screen.getByLabelText('Tags (at least 1)'), 'Schools, , pune');
    await events.click(screen.getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(location().pathname).toBe('/questions/new1'));
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/questions' && init?.method === 'POST');
    expect(requestBody(post?.[1])).toMatchObject({
      title: 'Best school in Pune',
      type: 'question',
      tags: ['Schools', 'pune'],
      pollOptions: [],
      pollExpiresAt: null,
    });
  });
});

describe('CreateQuestionPage at the day’s limit', () => {
  it('says the server’s sentence and keeps what was typed', async () => {
    const limit = "You have reached today's limit for questions. Please try again tomorrow.";
    const { location } = renderPage(<CreateQuestionPage />, {
      viewer: member({ id: 'me' }),
      route: (url, init) => {
        if (url.startsWith('/api/questions/similar')) return { body: { questions: [] } };
        if (url === '/api/questions' && init.method === 'POST') {
          return { status: 429, body: { message: limit, type: 'POSTING_LIMIT' } };
        }
        return undefined;
      },
      path: '/create-question',
    });
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Title'), 'Best school in Pune');
    await events.type(screen.getByLabelText('Details'), 'CBSE near Kothrud');
    await events.type(screen.getByLabelText('Tags (at least 1)'), 'schools');
    await events.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Best school in Pune');
    expect(screen.getByLabelText('Details')).toHaveValue('CBSE near Kothrud');
    expect(location().pathname).toBe('/create-question');
  });
});

describe('CreateQuestionPage in Hindi', () => {
  beforeEach(() => activateLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  it('names the fields and says the shared schema’s messages in Hindi', async () => {
    setup();
    const events = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'नई पोस्ट' })).toBeInTheDocument();
    await events.type(screen.getByLabelText(/शीर्षक/), 'x'.repeat(5));
    await events.click(screen.getByRole('button', { name: 'पोस्ट करें' }));
    expect(await screen.findByText('शीर्षक और विवरण ज़रूरी हैं')).toBeInTheDocument();
    expect(screen.getByText('कृपया कम से कम 1 टैग जोड़ें')).toBeInTheDocument();
    expect(screen.getByText('कृपया लाल रंग में दिखाई गई जानकारी ठीक करें।')).toBeInTheDocument();
  });
});

describe('CreateQuestionPage opened from the share page', () => {
  it('starts with the shared title and details', async () => {
    renderPage(<CreateQuestionPage />, {
      viewer: member({ id: 'me' }),
      path: '/create-question',
      state: { shared: { title: 'School fees', details: 'Which school is good?\n\nhttps://x.in/a' } },
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('School fees');
    expect(screen.getByLabelText(/^Details/)).toHaveValue('Which school is good?\n\nhttps://x.in/a');
  });
});
