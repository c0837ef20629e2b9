import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.ts';

describe('TokenService', () => {
  afterEach(() => vi.useRealTimers());
  const tokens = new TokenService('a-secret-long-enough-for-hs256-signing-000000');

  it('accepts its own token each time it is sent, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z'), toFake: ['Date'] });
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    vi.setSystemTime(new Date('2026-11-08T00:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    // A refresh still reads an expired token within the session's lifetime.
    expect(await tokens.verify(token, { forRefresh: true })).toEqual({ userId: 'u1', sessionId: 's1' });
  });

  it('refuses a token signed with another secret or altered after a good one was seen', async () => {
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).not.toBeNull();
    const other = await new TokenService('another-secret-long-enough-for-hs256-0000000').sign({
      userId: 'u1',
      sessionId: 's1',
    });
    expect(await tokens.verify(other)).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });
});
