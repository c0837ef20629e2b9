import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/errors.ts';
import { createListingError, listingsFetchError } from './errors.ts';

const failed = (status: number, serverMessage?: string, type?: string) =>
  new ApiRequestError({ status, serverMessage, type });
const signedIn = { serverDown: false, hasToken: true };

describe('listingsFetchError', () => {
  // Errors are made in the test (an error's words are read from the catalogue, loaded before the tests run).
  it.each([
    [() => failed(401), 'Your session has expired. Please log in again.'],
    [() => failed(403, 'Account suspended'), 'Your session has expired. Please log in again.'],
    [() => failed(500, 'Boom'), 'The server encountered an error. Please try again later.'],
    [() => failed(429, 'Slow down'), 'Too many requests. Please wait a moment before trying again.'],
    [() => failed(400, 'Bad category'), 'Error: Bad category'],
    [() => failed(404), 'Error: Failed to load listings'],
    [() => failed(0, undefined, 'NETWORK_ERROR'), 'No response received from server. Please check your connection.'],
    [() => new TypeError('x is undefined'), 'An unexpected error occurred. Please try again later.'],
  ])('%# -> %s', (error, message) => expect(listingsFetchError(error(), signedIn)).toBe(message));

  it('says the server is offline, or that a token is missing, before anything else', () => {
    expect(listingsFetchError(failed(0), { serverDown: true, hasToken: true })).toBe(
      'Server appears to be offline. Please try again later.',
    );
    expect(listingsFetchError(failed(401), { serverDown: false, hasToken: false })).toBe(
      'You must be logged in to view listings. Please log in and try again.',
    );
  });
});

describe('createListingError', () => {
  it('maps 413, no connection and the rest', () => {
    expect(createListingError(failed(413, 'whatever'))).toBe(
      'Data is too large to upload. Please reduce the image size.',
    );
    expect(createListingError(failed(0, undefined, 'NETWORK_ERROR'))).toBe(
      'Could not connect to the server. Please check your internet connection.',
    );
    expect(createListingError(failed(400, 'Please enter a valid phone number'))).toBe(
      'Please enter a valid phone number',
    );
    expect(createListingError(failed(500))).toBe('Failed to create listing. Please try again.');
  });

  it("says today's posting limit as the server words it", () => {
    const limit = "You have reached today's limit for listings. Please try again tomorrow.";
    expect(createListingError(failed(429, limit, 'POSTING_LIMIT'))).toBe(limit);
  });
});
