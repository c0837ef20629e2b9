import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QuestionDetail } from '@sangam/shared/questions';
import type { User } from '@sangam/shared/user';
import { requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { answer, question } from '../../../test/questionFixture.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { QuestionDetailPage } from './QuestionDetailPage.tsx';

const author = member({ id: 'author', name: 'Asha Rao' });
const other = member({ id: 'other', name: 'Manoj' });

function setup(
  detail: QuestionDetail,
  viewer: User | null,
  routes: (url: string, init: RequestInit) => MockReply | undefined = () => undefined,
) {
  return renderPage(<QuestionDetailPage />, {
    viewer,
    route: (url, init) => routes(url, init) ?? (url === '/api/questions/q1' ? { body: detail } : undefined),
    path: '/questions/:id',
    at: '/questions/q1',
  }).fetchMock;
}

describe('QuestionDetailPage', () => {
  it('shows the poll as percentages; a vote marks the member’s option without reading the question again', async () => {
    const fetchMock = setup({ question: question(), answers: [] }, other, (url) =>
      url === '/api/questions/q1/vote'
        ? {
            body: {
              message: 'Vote recorded',
              totalVotes: 5,
              pollResults: [
                { option: 'Saturday', voteCount: 2, voted: true },
                { option: 'Sunday', voteCount: 3, voted: false },
              ],
            },
          }
        : undefined,
    );
    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vote for Saturday' }));
    expect(await screen.findByText('✓ Your vote')).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
    const vote = fetchMock.mock.calls.find(([url]) => url === '/api/questions/q1/vote');
    expect(requestBody(vote?.[1])).toEqual({ optionIndex: 0 });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/questions/q1')).toHaveLength(1);
  });

  it('says the poll has expired and offers no votes', async () => {
    setup({ question: question({ pollExpired: true }), answers: [] }, other);
    expect(await screen.findByText('This poll has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in to vote and answer', async () => {
    setup({ question: question(), answers: [answer()] }, null);
    expect(await screen.findByText('Please login to vote')).toBeInTheDocument();
    expect(screen.getByText('Please login to answer this question')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Best Answer' })).not.toBeInTheDocument();
  });

  it('gives the author edit, delete with the spec’s confirmation, and best-answer marking', async () => {
    setup(
      {
        question: question({ type: 'question', pollOptions: [], totalVotes: 0, answerCount: 2 }),
        answers: [answer(), answer({ _id: 'a2', content: 'Saturday please', createdAt: '2026-11-22T10:00:00.000Z' })],
      },
      author,
      (url) =>
        url === '/api/answers/a2/mark-best'
          ? { body: { answer: answer({ _id: 'a2', content: 'Saturday please', isBestAnswer: true }) } }
          : undefined,
    );
    const events = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/questions/q1/edit');
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to delete this question?')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    await events.click(screen.getAllByRole('button', { name: 'Mark as Best Answer' })[1]!);
    expect(await screen.findByText('✓ Best Answer')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: '2 Answers' })).getAllByRole('article');
    expect(items[0]).toHaveTextContent('Saturday please');
  });

  it('says Question not found for a 404', async () => {
    setup({ question: question(), answers: [] }, other, (url) =>
      url === '/api/questions/q1' ? { status: 404, body: { message: 'Question not found' } } : undefined,
    );
    expect(await screen.findByText('Question not found')).toBeInTheDocument();
  });
});

describe('QuestionDetailPage in Hindi', () => {
  beforeEach(() => activateLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  it('draws the poll, counts, answers and the buttons in Hindi; the question stays as written', async () => {
    setup({ question: question({ answerCount: 1 }), answers: [answer({ isBestAnswer: true })] }, other);
    expect(await screen.findByRole('heading', { name: 'Which day suits the meetup?' })).toBeInTheDocument();
    expect(screen.getByText('पोल')).toBeInTheDocument();
    expect(screen.getByText('सामाजिक')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पोल · 4 वोट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday को वोट दें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 जवाब' })).toBeInTheDocument();
    expect(screen.getByText('✓ सबसे अच्छा जवाब')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'जवाब भेजें' })).toBeInTheDocument();
    expect(screen.getByText(/3 बार देखा गया/)).toBeInTheDocument();
  });

  it('asks a visitor to log in to answer, in Hindi', async () => {
    setup({ question: question({ type: 'question', pollOptions: [], totalVotes: 0 }), answers: [] }, null);
    expect(await screen.findByText('इस सवाल का जवाब देने के लिए कृपया लॉग इन करें')).toBeInTheDocument();
    expect(screen.getByText('अभी तक कोई जवाब नहीं।')).toBeInTheDocument();
  });
});
