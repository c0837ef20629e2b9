import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../../test/memberFixture.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { CreateQuestionPage } from '../pages/CreateQuestionPage.tsx';

describe('QuestionForm tags', () => {
  it('says in the Tags label that at least one tag is needed, and marks the field required', async () => {
    renderPage(<CreateQuestionPage />, { viewer: member({ id: 'me' }), path: '/create-question' });
    const tags = await screen.findByRole('textbox', { name: 'Tags (at least 1)' });
    expect(tags).toHaveAttribute('aria-required', 'true');
  });
});
