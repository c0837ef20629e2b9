import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Question } from '@sangam/shared/questions';
import { question } from '../../../test/questionFixture.ts';
import { listReply, renderPage } from '../../../test/renderPage.tsx';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { QuestionsPage } from './QuestionsPage.tsx';

function setup(questions: Question[]) {
  renderPage(<QuestionsPage />, {
    viewer: null,
    route: (url) => (url.startsWith('/api/questions') ? listReply('questions', questions, { limit: 20 }) : undefined),
    path: '/questions',
  });
}

describe('QuestionsPage in Hindi', () => {
  beforeEach(() => activateLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  it('draws the heading, tabs, filters, type and category, and counts with plurals in Hindi', async () => {
    setup([question({ answerCount: 2, likeCount: 1, featured: true })]);
    expect(await screen.findByRole('heading', { name: 'सवाल-जवाब' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'सभी सवाल' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'चर्चित' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'सभी श्रेणियाँ' })).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'Which day suits the meetup?' })).closest('article')!;
    expect(within(card).getByText('पोल')).toBeInTheDocument();
    expect(within(card).getByText('सामाजिक')).toBeInTheDocument();
    expect(within(card).getByText('ख़ास')).toBeInTheDocument();
    expect(within(card).getByText('2 जवाब')).toBeInTheDocument();
    expect(within(card).getByText('4 वोट')).toBeInTheDocument();
    expect(screen.getByText('1 सवाल')).toBeInTheDocument();
  });

  it('says no questions were found in Hindi', async () => {
    setup([]);
    expect(await screen.findByText('कोई सवाल नहीं मिला')).toBeInTheDocument();
  });
});
