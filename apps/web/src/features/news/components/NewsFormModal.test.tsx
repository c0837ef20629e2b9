import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEWS_MESSAGES } from '@sangam/shared/news-messages';
import { say } from '../../../i18n/useT.ts';
import type { NewsItem } from '@sangam/shared/news';
import { mockFetch } from '../../../test/fetchMock.ts';
import { newsItem } from '../../../test/newsFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { NewsFormModal } from './NewsFormModal.tsx';

function setup(editing: NewsItem | 'new' = 'new') {
  const fetchMock = mockFetch((url) =>
    url.startsWith('/api/forms/admin/all')
      ? { body: { forms: [{ _id: 'f1', title: 'Volunteer sign-up', status: 'active' }] } }
      : { body: {} },
  );
  renderWithApp(<NewsFormModal editing={editing} onClose={() => undefined} />, { path: '/admin/news' });
  return fetchMock;
}

describe('NewsFormModal', () => {
  it('checks the fields with the shared schema on Create, and a field changed loses its message', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    expect(await screen.findByText(say(NEWS_MESSAGES.requiredFields))).toBeInTheDocument();
    const title = screen.getByLabelText('Title *');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    // Nothing jumps to the first wrong field.
    expect(title).not.toHaveFocus();

    await user.type(title, 'Annual meet');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
  });

  it('asks for the date and place of an event, and names a tag that is too long on the Tags field', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText('Title *'), 'Picnic');
    await user.type(screen.getByLabelText('Excerpt *'), 'A day in the park');
    await user.type(screen.getByLabelText('Content *'), 'Bring food to share.');
    await user.selectOptions(screen.getByLabelText('Category *'), 'event');
    await user.type(screen.getByLabelText('Tags'), `picnic, ${'x'.repeat(31)}`);
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    expect(await screen.findByText(say(NEWS_MESSAGES.tagTooLong))).toBeInTheDocument();
    expect(
      screen.getByText(say(NEWS_MESSAGES.eventFields), { selector: '[role="alert"], [role="alert"] *' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Event date *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Event location *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(say(NEWS_MESSAGES.requiredFields))).not.toBeInTheDocument();
  });

  it('starts an edit from the stored article, with its attached form picked', async () => {
    setup(
      newsItem({
        _id: 'n1',
        title: 'Diwali gathering',
        excerpt: 'Lights and sweets',
        tags: ['festival', 'family'],
        attachedFormId: 'f1',
      }),
    );
    expect(screen.getByLabelText('Title *')).toHaveValue('Diwali gathering');
    expect(screen.getByLabelText('Excerpt *')).toHaveValue('Lights and sweets');
    expect(screen.getByLabelText('Tags')).toHaveValue('festival, family');
    expect(await screen.findByLabelText('Attached form')).toHaveValue('f1');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });
});
