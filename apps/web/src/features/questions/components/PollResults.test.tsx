import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/queryClient.ts';
import { question } from '../../../test/questionFixture.ts';
import { PollResults } from './PollResults.tsx';

describe('PollResults', () => {
  it('words each option’s count for screen readers as "(1 vote)" and "(3 votes)", the total as "1 vote"', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <PollResults question={question()} signedIn={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('(1 vote)')).toBeInTheDocument();
    expect(screen.getByText('(3 votes)')).toBeInTheDocument();
    expect(screen.queryByText('(1 votes)')).not.toBeInTheDocument();
  });
});
