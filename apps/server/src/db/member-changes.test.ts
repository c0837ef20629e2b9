import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeMember, useTestApp } from '../test/factories.ts';
import { pruneMemberChanges, survivesMemberChanges } from './member-changes.ts';

// The members' change log (issue 38) on both databases: what each kind of write logs, and what a kept read survives.

const ctx = useTestApp({
  shown: ['free', { name: 'Shown Member', profession: 'Carpenter' }],
  other: ['free', { name: 'Other Member', profession: 'Weaver' }],
});

const counter = async () => {
  const { rows } = await sql<{ version: string | number }>`
    SELECT version FROM change_stamps WHERE scope = 'members'`.execute(ctx.app.db);
  return String(rows[0]!.version);
};
const update = (id: string, values: Record<string, unknown>) =>
  ctx.app.db.updateTable('users').set(values).where('id', '=', id).execute();
/** Whether a read kept before `write` still holds after it. */
const survives = async (read: { ids: string[]; words?: string[] }, write: () => Promise<unknown>) => {
  const from = await counter();
  await write();
  return survivesMemberChanges(ctx.app.db, read, from, await counter());
};

describe('the members’ change log (issue 38)', () => {
  it('a read survives another member’s edit only while it neither shows them nor matches their text', async () => {
    const edit = () => update(ctx.other.row.id, { profession: 'Potter' });
    expect(await survives({ ids: [ctx.shown.row.id] }, edit)).toBe(true);
    expect(await survives({ ids: [ctx.other.row.id] }, edit)).toBe(false);
    // The text before ("Potter") or after matching a search's word keeps nothing; a synonym counts as the word.
    expect(await survives({ ids: [], words: ['pott'] }, () => update(ctx.other.row.id, { profession: 'Tailor' }))).toBe(
      false,
    );
    expect(
      await survives({ ids: [], words: ['tailo'] }, () => update(ctx.other.row.id, { profession: 'Weaver' })),
    ).toBe(false);
    expect(
      await survives({ ids: [], words: ['smith'] }, () => update(ctx.other.row.id, { profession: 'Fisher' })),
    ).toBe(true);
    // Whatever the search indexes fold (case, marks, letters such as ø), the check counts as a possible match.
    expect(await survives({ ids: [], words: ['soren'] }, () => update(ctx.other.row.id, { name: 'Søren Dahl' }))).toBe(
      false,
    );
    // A mark the index drops altogether (a decomposed é) shifts nothing.
    expect(
      await survives({ ids: [], words: ['seph'] }, () => update(ctx.other.row.id, { name: 'Jose\u0301ph Dahl' })),
    ).toBe(false);
    expect(await survives({ ids: [], words: ['डॉक्टर'] }, () => update(ctx.other.row.id, { name: 'Ravi' }))).toBe(false);
    expect(await survives({ ids: [], words: ['jose'] }, () => update(ctx.other.row.id, { interests: 'JOSÉ' }))).toBe(
      false,
    );
  });

  it('a change of a listing column, a sign-up or a block keeps nothing', async () => {
    expect(await survives({ ids: [] }, () => update(ctx.other.row.id, { isPublic: 0 }))).toBe(false);
    expect(await survives({ ids: [] }, () => update(ctx.other.row.id, { isPublic: 1 }))).toBe(false);
    expect(await survives({ ids: [] }, () => makeMember(ctx.app, 'free'))).toBe(false);
    expect(
      await survives({ ids: [] }, () =>
        ctx.app.db
          .insertInto('blocks')
          .values({ blockerId: ctx.shown.row.id, blockedId: ctx.other.row.id, createdAt: new Date().toISOString() })
          .execute(),
      ),
    ).toBe(false);
  });

  it('the log in memory is bounded in bytes: past a megabyte of texts the oldest versions are read as lost', async () => {
    const from = await counter();
    for (let i = 0; i < 100; i++) await update(ctx.other.row.id, { interests: `${'x'.repeat(3_000)}${i}` });
    const to = await counter();
    // Every edit is harmless to this read, but the first ones no longer fit.
    expect(await survivesMemberChanges(ctx.app.db, { ids: [] }, from, to)).toBe(false);
    expect(await survivesMemberChanges(ctx.app.db, { ids: [] }, String(Number(to) - 10), to)).toBe(true);
  });

  it('a version the log lost (pruned) keeps nothing; pruning keeps the recent versions', async () => {
    const from = await counter();
    await update(ctx.other.row.id, { profession: 'Mason' });
    await update(ctx.other.row.id, { profession: 'Painter' });
    const to = await counter();
    await ctx.app.db
      .deleteFrom('memberChanges')
      .where('version', '=', Number(from) + 1)
      .execute();
    expect(await survivesMemberChanges(ctx.app.db, { ids: [] }, from, to)).toBe(false);
    await pruneMemberChanges(ctx.app.db);
    const versions = () => ctx.app.db.selectFrom('memberChanges').select('version').execute();
    expect((await versions()).map((row) => Number(row.version))).toContain(Number(to));
    // Ten minutes on, no member's texts are left.
    await pruneMemberChanges(ctx.app.db, Date.now() + 10 * 60_000 + 1);
    expect(await versions()).toEqual([]);
  });
});
