// The one answer to a stale save, on a real database: a unit saved with an old lock_version
// (unitEditor) is refused with 409 carrying the unit as stored now, one deleted meanwhile
// with 404, and a save that went through gives its row back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUnit } from '../commands/unitEditor.ts';
import { stale } from '../commands/versionedSave.ts';
import type { Database } from '../db/client.ts';
import { bundles } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { makeUnit, makeCourse } from '../test/contentFactories.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { makeOrganization } from '../test/factories.ts';
import { refuseStale, savedOrConflict } from './staleSave.ts';

describe.each(testDatabaseKinds())('a stale save on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const aUnit = async () => {
    const org = await makeOrganization(database.db);
    return makeUnit(database.db, await makeCourse(database.db, org.id), { name: 'Unit awal' });
  };
  /** The unit as stored now, and the reply a 409 carries (here: what the editor compares). */
  const storedUnit = (id: number) => ({
    find: async () => (await database.db.select().from(bundles).where(eq(bundles.id, id)))[0],
    reply: (row: typeof bundles.$inferSelect) => ({ id: row.id, name: row.name, lock_version: row.lockVersion }),
  });
  const refusal = (run: Promise<unknown>) =>
    run.then(
      () => expect.fail('the stale save was not refused'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(AppError);
        return error as AppError;
      },
    );

  it('gives the saved row back', async () => {
    const unit = await aUnit();
    const row = await savedOrConflict(await updateUnit(database.db, unit.id, { name: 'Unit baru' }, 0, null), storedUnit(unit.id));
    expect(row).toMatchObject({ id: unit.id, name: 'Unit baru', lockVersion: 1 });
  });

  it('answers 409 with the record as stored now when it is still there', async () => {
    const unit = await aUnit();
    await updateUnit(database.db, unit.id, { name: 'Versi A' }, 0, null);
    const result = await updateUnit(database.db, unit.id, { name: 'Versi B' }, 0, null);
    expect(result).toEqual({ kind: 'stale' });
    const error = await refusal(savedOrConflict(result, storedUnit(unit.id)));
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('conflict');
    expect(error.extra).toEqual({ current: { id: unit.id, name: 'Versi A', lock_version: 1 } });
  });

  it('answers 404 when the record is gone', async () => {
    const unit = await aUnit();
    await database.db.delete(bundles).where(eq(bundles.id, unit.id));
    const result = await updateUnit(database.db, unit.id, { name: 'Terlambat' }, 0, null);
    expect(result).toEqual({ kind: 'stale' });
    const error = await refusal(savedOrConflict(result, storedUnit(unit.id)));
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.extra).toBeUndefined();
  });

  it('refuses a version seen stale before any write the same way', async () => {
    const unit = await aUnit();
    const conflict = await refusal(refuseStale(storedUnit(unit.id)));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.extra).toEqual({ current: { id: unit.id, name: 'Unit awal', lock_version: 0 } });
    await database.db.delete(bundles).where(eq(bundles.id, unit.id));
    expect((await refusal(savedOrConflict(stale(), storedUnit(unit.id)))).statusCode).toBe(404);
  });
});
