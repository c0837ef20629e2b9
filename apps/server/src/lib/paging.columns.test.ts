import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from '../test/helper.ts';
import { makeMember, type Member } from '../test/factories.ts';
import { makeListing } from '../test/listings.ts';
import { profileValues, submitProfile } from '../test/matrimonial.ts';
import { listDirectory, readConfig } from '../features/directory/directory.queries.ts';
import { listListings } from '../features/listings/listings.queries.ts';
import { listAdminProfiles } from '../features/matrimonial/matrimonial.queries.ts';
import { listAnswers } from '../features/questions/answers.queries.ts';
import { listQuestions } from '../features/questions/questions.queries.ts';
import { listAdminUsers } from '../features/users/users.admin.queries.ts';
import { columnsOf } from './paging.ts';

// Cached list pages (lib/paging.ts cachedRows) hold their rows until the data changes: a column no reply uses would only
// take up the cache's memory (issue 29 item 2). `selectAll` also read PostgreSQL's generated search columns (the
// text again, lower-cased, and its tsvector), and the members' lists the password hash.
let app: Awaited<ReturnType<typeof buildTestApp>>;
let member: Member;
beforeAll(async () => {
  app = await buildTestApp();
  member = await makeMember(app, 'free', { name: 'Column Member', bio: 'Keeps bees' });
  await makeMember(app, 'free', { name: 'Listed Neighbour' });
  await makeListing(app, member.row.id);
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bearer(member.token), payload: payload as never });
  const question = await post('/api/questions', {
    title: 'Beekeeping in town',
    content: 'Details',
    category: 'general',
    tags: ['bees'],
  });
  await post('/api/answers', { questionId: question.json().question._id, content: 'Ask the ward office' });
  const profile = await submitProfile(app, member.token, profileValues());
  expect(profile.statusCode).toBe(201);
});
afterAll(() => app.dispose());

const unused = (rows: readonly object[]) => {
  expect(rows.length).toBeGreaterThan(0);
  return [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => /search|password/i.test(key));
};

describe('the columns of cached list pages', () => {
  it('columnsOf names each column with its table, across line breaks, leaving out what it is told to', () => {
    const columns = columnsOf(
      'answers',
      `id questionId authorId
       content status createdAt`,
      'isBest',
    );
    expect(columns).toEqual([
      'answers.id',
      'answers.questionId',
      'answers.authorId',
      'answers.content',
      'answers.status',
      'answers.createdAt',
    ]);
  });

  it('questions, answers, listings and matrimonial profiles: no search columns', async () => {
    const dialect = app.dialect;
    const page = { limit: 20, offset: 0 };
    const filter = { dialect, search: '', status: '' };
    expect(unused((await listQuestions(app.db, { ...filter, category: '', type: '' }, page)).rows)).toEqual([]);
    expect(unused((await listAnswers(app.db, filter, page)).rows)).toEqual([]);
    const listings = await listListings(app.db, { dialect, search: '', category: '', approvedOnly: true }, page);
    expect(unused(listings.rows)).toEqual([]);
    const profiles = await listAdminProfiles(
      app.db,
      { dialect, search: '', status: '', gender: '', cityKey: '' },
      page,
    );
    expect(unused(profiles.rows)).toEqual([]);
  });

  it('the directory and the admin members list: neither the password hash nor search columns', async () => {
    const config = await readConfig(app.db);
    const directory = await listDirectory(
      app.db,
      { config, viewer: member.row, search: '', city: '', occupation: '', dialect: app.dialect },
      { limit: 20, offset: 0 },
    );
    expect(unused(directory.rows)).toEqual([]);
    expect(directory.rows.map((row) => row.name)).toContain('Listed Neighbour');
    const filter = { search: '', planType: '', accountStatus: '', dialect: app.dialect, now: '' };
    expect(unused((await listAdminUsers(app.db, filter, { limit: 20, offset: 0 })).rows)).toEqual([]);
  });
});
