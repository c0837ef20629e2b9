import { describe, expect, it, vi } from 'vitest';
import { noteReplySource, offlineSince, onOfflineChange } from './offlineReply.ts';

const reply = (headers: Record<string, string> = {}) => new Response('{}', { headers });

describe('the offline line’s store', () => {
  it('is on while replies come from the service worker’s cache, off at the first from the network', () => {
    const changed = vi.fn();
    const stop = onOfflineChange(changed);
    expect(offlineSince()).toBeNull();
    expect(noteReplySource(reply({ 'X-Sangam-Offline': 'Sat, 28 Nov 2026 10:00:00 GMT' }))).toBe(false);
    expect(offlineSince()).toBe('Sat, 28 Nov 2026 10:00:00 GMT');
    noteReplySource(reply({ 'X-Sangam-Offline': 'Sat, 28 Nov 2026 10:00:00 GMT' }));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(noteReplySource(reply())).toBe(true);
    expect(offlineSince()).toBeNull();
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    noteReplySource(reply({ 'X-Sangam-Offline': 'Sun, 29 Nov 2026 10:00:00 GMT' }));
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
