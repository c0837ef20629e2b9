import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock.ts';
import * as connection from './connection.ts';
import { isOnline, noteReply, setOnline, subscribeConnection, useOnline } from './connection.ts';
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

  it('is offline since a reply the service worker kept, until the first from the network', () => {
    const changed = vi.fn();
    const stop = subscribeConnection(changed);
    const reply = (headers: Record<string, string> = {}) => new Response('{}', { headers });
    expect(connection.offlineSince).toBeNull();
    setOnline(false);
    noteReply(reply({ 'X-Sangam-Offline': 'Sat, 28 Nov 2026 10:00:00 GMT' }));
    expect(connection.offlineSince).toBe('Sat, 28 Nov 2026 10:00:00 GMT');
    // A kept reply says nothing of the connection.
    expect(isOnline()).toBe(false);
    noteReply(reply({ 'X-Sangam-Offline': 'Sat, 28 Nov 2026 10:00:00 GMT' }));
    expect(changed).toHaveBeenCalledTimes(2);
    noteReply(reply());
    expect(connection.offlineSince).toBeNull();
    expect(isOnline()).toBe(true);
    stop();
  });
});
