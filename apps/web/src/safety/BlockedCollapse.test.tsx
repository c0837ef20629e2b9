import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BlockedCollapse } from './BlockedCollapse.tsx';
import { ModerationNotice } from './ModerationNotice.tsx';

describe('BlockedCollapse', () => {
  it('folds what a blocked member wrote behind "Show", which opens and folds it again', async () => {
    render(
      <BlockedCollapse view={{ _id: 'a1', authorBlocked: true }}>
        <p>Buy cheap followers here</p>
      </BlockedCollapse>,
    );
    expect(screen.getByText('Hidden: you blocked this member')).toBeInTheDocument();
    expect(screen.queryByText('Buy cheap followers here')).not.toBeInTheDocument();

    const show = screen.getByRole('button', { name: 'Show' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show.className).toContain('min-h-11');
    await userEvent.click(show);
    expect(screen.getByText('Buy cheap followers here')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('Buy cheap followers here')).not.toBeInTheDocument();
  });

  it('draws anything else as it is', () => {
    render(
      <BlockedCollapse view={{ _id: 'a2', authorBlocked: false }}>
        <p>The Krishi Seva Kendra keeps them.</p>
      </BlockedCollapse>,
    );
    expect(screen.getByText('The Krishi Seva Kendra keeps them.')).toBeInTheDocument();
    expect(screen.queryByText('Hidden: you blocked this member')).not.toBeInTheDocument();
  });
});

describe('ModerationNotice', () => {
  it('tells the author their item is under review or removed, and says nothing of a shown one', () => {
    const { rerender, container } = render(<ModerationNotice view={{ moderation: 'hidden' }} />);
    expect(screen.getByText(/Hidden while our admins review reports about it/)).toBeInTheDocument();
    rerender(<ModerationNotice view={{ moderation: 'removed' }} />);
    expect(screen.getByText('Removed by the admins. Only you and admins can see it.')).toBeInTheDocument();
    rerender(<ModerationNotice view={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
