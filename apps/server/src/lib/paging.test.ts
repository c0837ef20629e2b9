import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper.ts';
import { makeMember } from '../test/factories.ts';
import { cappedCount } from './paging.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
  for (let i = 0; i < 5; i++) await makeMember(app, 'free', { occupation: i < 3 ? 'Plumber' : 'Teacher' });
});
afterAll(() => app.dispose());

describe('cappedCount', () => {
  it('counts exactly below the cap', async () => {
    const query = app.db.selectFrom('users').where('occupation', '=', 'Plumber');
    expect(await cappedCount(app.db, query, 10)).toEqual({ total: 3, capped: false });
  });

  it('stops at the cap and says so', async () => {
    expect(await cappedCount(app.db, app.db.selectFrom('users'), 4)).toEqual({ total: 4, capped: true });
    expect(await cappedCount(app.db, app.db.selectFrom('users'), 5)).toEqual({ total: 5, capped: false });
  });
});
