import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson, type SchoolRole } from '../../test/contentFactories.ts';

describe.each(testDatabaseKinds())('PUT /content/bundles/{id} on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  /** A save based on the stored version unless the payload names one (a missing one is a 422, see lockVersions.test.ts). */
  const versioned = async (id: number, payload: Record<string, unknown>) =>
    'lock_version' in payload ? payload : { ...payload, lock_version: (await t.db.select({ v: bundles.lockVersion }).from(bundles).where(eq(bundles.id, id)))[0]?.v ?? 0 };
  const update = async (who: SchoolRole | null, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/content/bundles/${id}`, headers: who ? await headersFor(t.db, s[who]) : {}, payload: await versioned(id, payload) });

  it('renames the unit, keeps what was not sent and bumps lock_version', async () => {
    const course = await makeCourse(t.db, s.org.id);
    const unit = await makeUnit(t.db, course, { name: 'Lama' });
    await update('editor', unit.id, { description: 'Tentang sel' });
    const res = await update('editor', unit.id, { name: ' Baru ', lock_version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: unit.id, name: 'Baru', description: 'Tentang sel', lock_version: 2 });
  });

  it('replies with the unit’s topics', async () => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const topic = await makeTopicWithLesson(t.db, unit);
    const res = await update('admin', unit.id, { name: 'Dengan subbab' });
    expect(res.json().topics.map((x: { id: number }) => x.id)).toEqual([topic.id]);
  });

  it('answers 409 with the stored unit when lock_version is stale, and changes nothing', async () => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id), { name: 'Asli' });
    expect((await update('editor', unit.id, { name: 'Versi A', lock_version: 0 })).statusCode).toBe(200);
    const stale = await update('publisher', unit.id, { name: 'Versi B', lock_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', current: { id: unit.id, name: 'Versi A', lock_version: 1 } });
    const newer = await update('publisher', unit.id, { name: 'Versi C', lock_version: 7 });
    expect(newer.statusCode).toBe(409);
    const shown = await t.app.inject({ url: `/content/bundles/${unit.id}`, headers: await headersFor(t.db, s.admin) });
    expect(shown.json().name).toBe('Versi A');
  });

  it("lets a limited editor edit their own unit but not another's", async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.limited.id });
    const own = await makeUnit(t.db, course, { creatorId: s.limited.id });
    const others = await makeUnit(t.db, course, { creatorId: s.editor.id });
    expect((await update('limited', own.id, { name: 'Milik saya' })).statusCode).toBe(200);
    const refused = await update('limited', others.id, { name: 'Bukan' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to edit this unit.');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id), { creatorId: s[who].id });
    expect((await update(who, unit.id, { name: 'X' })).statusCode).toBe(403);
  });

  it('refuses users the course is not shared with', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id, shareEnabled: true, sharedWith: [s.limited.id] });
    const unit = await makeUnit(t.db, course, { creatorId: s.limited.id });
    expect((await update('editor', unit.id, { name: 'X' })).statusCode).toBe(403);
    expect((await update('limited', unit.id, { name: 'Dibagikan' })).statusCode).toBe(200);
  });

  it("answers 404 for another organization's unit and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const unit = await makeUnit(t.db, await makeCourse(t.db, other.org.id));
    expect((await update('admin', unit.id, { name: 'X' })).statusCode).toBe(404);
    expect((await update(null, unit.id, { name: 'X' })).statusCode).toBe(401);
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a name over 255 characters', { name: 'x'.repeat(256) }, 'name'],
    ['a description over 10,000 characters', { description: 'x'.repeat(10_001) }, 'description'],
    ['a negative lock_version', { name: 'X', lock_version: -1 }, 'lock_version'],
  ])('answers 422 for %s', async (_label, payload, field) => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const res = await update('admin', unit.id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty(field);
  });
});
