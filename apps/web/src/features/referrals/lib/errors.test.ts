import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/errors.ts';
import { referralErrorMessage } from './errors.ts';

const failed = (status: number, serverMessage?: string, type?: string) =>
  new ApiRequestError({ status, serverMessage, type });

describe('referralErrorMessage', () => {
  it('maps each status to the spec text', () => {
    expect(referralErrorMessage(failed(401))).toBe('Please log in to view your referral dashboard.');
    expect(referralErrorMessage(failed(404, 'User not found'))).toBe('User not found. Please try logging in again.');
    // A 500 is told to the admins (the server's server-errors.ts); issue 9 item 21: no "..".
    expect(referralErrorMessage(failed(500, 'Database is down'))).toBe(
      'Server error: Database is down. Our team has been notified.',
    );
    expect(referralErrorMessage(failed(500, 'Something went wrong on our side. Please try again later.'))).toBe(
      'Server error: Something went wrong on our side. Please try again later. Our team has been notified.',
    );
    // A 502 comes from before the server (a proxy, a restart): nobody was told, so nothing is promised.
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
