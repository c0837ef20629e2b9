import { describe, expect, it, vi } from 'vitest';
import { noteReplySource, OFFLINE_CHANGE } from './offlineReply.ts';
import * as store from './offlineReply.ts';

const reply = (headers: Record<string, string> = {}) => new Response('{}', { headers });

describe('the offline line’s store', () => {
  it('is on while replies come from the service worker’s cache, off at the first from the network', () => {
    const changed = vi.fn();
    addEventListener(OFFLINE_CHANGE, changed);
    expect(store.offlineSince).toBeNull();
    expect(noteReplySource(reply({ 'X-Sangam-Offline': 'Sat, 28 Nov 2026 10:00:00 GMT' }))).toBe(false);
    expect(store.offlineSince).toBe('Sat, 28 Nov 2026 10:00:00 GMT');
    noteReplySource(reply({ 'X-Sangam-Offline': 'Sat, 28 Nov 2026 10:00:00 GMT' }));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(noteReplySource(reply())).toBe(true);
    expect(store.offlineSince).toBeNull();
    expect(changed).toHaveBeenCalledTimes(2);
    removeEventListener(OFFLINE_CHANGE, changed);
  });
});
