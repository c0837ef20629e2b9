import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/client.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { mockFetch } from '../../test/fetchMock.ts';
import { Alert } from './Alert.tsx';
import { LoadError } from './LoadError.tsx';

/** A 500 as the server's errors plugin sends it: its words and the request id its log line carries. */
const serverFailure = {
  status: 500,
  body: {
    message: 'Something went wrong on our side. Please try again.',
    type: 'INTERNAL_ERROR',
    requestId: '3f9c1a2b-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  },
};

describe('the reference of a server failure', () => {
  it('shows under a failed load, the id selected whole by one tap; once only when the sentence has it', async () => {
    mockFetch(() => serverFailure);
    const error = await api.get('/anything', { retries: 0 }).catch((caught: unknown) => caught);
    const { unmount } = render(<LoadError message="Failed to load the forms." onRetry={() => {}} error={error} />);
    const id = screen.getByTestId('error-reference');
    expect(id).toHaveTextContent(/^3f9c1a2b$/);
    expect(id).toHaveClass('select-all');
    expect(id.parentElement).toHaveTextContent(/^Reference: 3f9c1a2b$/);
    unmount();
    render(<LoadError message={(error as ApiRequestError).message} onRetry={() => {}} error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again. Reference: 3f9c1a2b');
    expect(screen.queryByTestId('error-reference')).not.toBeInTheDocument();
  });

  it("ends the error's own words, wherever a screen shows them; nothing without a request id", async () => {
    mockFetch(() => serverFailure);
    const error = await api.get('/anything', { retries: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    const { message, serverMessage } = error as ApiRequestError;
    expect(message).toBe('Something went wrong on our side. Please try again. Reference: 3f9c1a2b');
    expect(serverMessage).toBe(message);
    render(<Alert>{message}</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent(/Reference: 3f9c1a2b$/);

    mockFetch(() => ({ status: 500, body: { message: 'Something went wrong on our side.' } }));
    const plain = (await api.get('/other', { retries: 0 }).catch((caught: unknown) => caught)) as ApiRequestError;
    expect(plain.message).toBe('Something went wrong on our side.');
    expect(plain.requestId).toBeUndefined();
  });
});
