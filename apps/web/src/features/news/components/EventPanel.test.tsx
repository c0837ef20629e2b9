import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsArticle } from '../../../test/newsFixture.ts';
import { EventPanel } from './EventPanel.tsx';

const event = (goingCount: number) =>
  newsArticle({
    category: 'event',
    eventDate: '2099-03-14T10:00:00.000Z',
    eventLocation: 'Community Hall',
    goingCount,
  });

describe('EventPanel', () => {
  it('says "No members going yet" before anyone is going, not "0 members going"', () => {
    render(<EventPanel article={event(0)} signedIn={false} />);
    expect(screen.getByText('No members going yet')).toBeInTheDocument();
    expect(screen.queryByText(/0 members going/)).not.toBeInTheDocument();
  });

  it('says "1 member going" and "2 members going"', () => {
    const { rerender } = render(<EventPanel article={event(1)} signedIn={false} />);
    expect(screen.getByText('1 member going')).toBeInTheDocument();
    rerender(<EventPanel key="two" article={event(2)} signedIn={false} />);
    expect(screen.getByText('2 members going')).toBeInTheDocument();
  });
});
