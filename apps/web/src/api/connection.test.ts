import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetchMock.ts';
import { isOnline, setOnline, useOnline } from './connection.ts';
import { sendRequest } from './transport.ts';

afterEach(() => setOnline(true));

describe('connection store', () => {
  it('goes offline when a call gets no reply at all, and online again on any reply, even an error', async () => {
    mockFetch(() => 'network-error');
    await expect(sendRequest('/api/questions')).rejects.toMatchObject({ status: 0 });
    expect(isOnline()).toBe(false);

    mockFetch(() => ({ status: 500, body: { message: 'Broken' } }));
    await expect(sendRequest('/api/questions')).rejects.toMatchObject({ status: 500 });
    expect(isOnline()).toBe(true);
  });

  it("follows the browser's offline and online events, and tells the components that use it", () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
  });
});
