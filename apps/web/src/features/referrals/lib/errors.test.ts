import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/errors.ts';
import { referralErrorMessage } from './errors.ts';

const failed = (status: number, serverMessage?: string, type?: string, requestId?: string) =>
  new ApiRequestError({ status, serverMessage, type, requestId });

describe('referralErrorMessage', () => {
  it('maps each status to the spec text', () => {
    expect(referralErrorMessage(failed(401))).toBe('Please log in to view your referral dashboard.');
    expect(referralErrorMessage(failed(404, 'User not found'))).toBe('User not found. Please try logging in again.');
    // The server's 500 is told to the admins (the server's server-errors.ts); issue 9 item 21: no "..".
    const ours = (message: string) => failed(500, message, 'INTERNAL_ERROR', 'req-1');
    expect(referralErrorMessage(ours('Database is down'))).toBe(
      'Server error: Database is down. Reference: req-1. Our team has been notified.',
    );
    expect(referralErrorMessage(ours('Something went wrong on our side. Please try again later.'))).toBe(
      'Server error: Something went wrong on our side. Please try again later. Reference: req-1. Our team has been notified.',
    );
    // A proxy's 500 or a 502 comes from before the server: nobody was told, so nothing is promised.
    expect(referralErrorMessage(failed(500, 'Database is down'))).toBe('Server error: Database is down.');
    expect(referralErrorMessage(failed(502))).toBe('Server error: The server ran into a problem.');
    expect(referralErrorMessage(failed(429, 'Too many requests'))).toBe('Error: Too many requests');
  });

  it('tells a member without connection to check it', () => {
    expect(referralErrorMessage(failed(0, undefined, 'NETWORK_ERROR'))).toBe(
      'Unable to connect to server. Please check your internet connection.',
    );
  });

  it('falls back for anything that is not an API error', () => {
    expect(referralErrorMessage(new TypeError('x is undefined'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});
