import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOnline } from '../../api/connection.ts';
import { SubmitButton } from './FormActions.tsx';

afterEach(() => setOnline(true));

describe('SubmitButton', () => {
  it('says "No connection" while offline and stays tappable to try again; its own words once back', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <SubmitButton busy={false}>Post Answer</SubmitButton>
      </form>,
    );
    act(() => setOnline(false));
    const button = screen.getByRole('button', { name: 'No connection' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => setOnline(true));
    expect(screen.getByRole('button', { name: 'Post Answer' })).toBeEnabled();
  });

  it('says its busy words while the form is on its way, connection or not', () => {
    render(
      <SubmitButton busy busyText="Posting...">
        Post Answer
      </SubmitButton>,
    );
    act(() => setOnline(false));
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
  });
});
