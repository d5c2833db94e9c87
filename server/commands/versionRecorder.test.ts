// Saves fold into one version while the same person keeps saving; another person, a pause
// longer than the quiet period, or an act that marks its own version starts a new one.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemVersions } from '../db/schema/index.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { schoolApp } from '../test/schoolApp.ts';
import { QUIET_PERIOD_MS, recordSave, recordVersion } from './versionRecorder.ts';

describe.each(testDatabaseKinds())('recording versions (%s)', (kind) => {
  const { t, s } = schoolApp(kind);
  let nextItem = 1000;

  const versions = (itemId: number) =>
    t.db
      .select({ kind: itemVersions.kind, authorId: itemVersions.authorId, document: itemVersions.document, lockVersion: itemVersions.lockVersion })
      .from(itemVersions)
      .where(eq(itemVersions.itemId, itemId))
      .orderBy(asc(itemVersions.id));

  const save = (itemId: number, authorId: number, title: string, lockVersion: number, at: Date) =>
    recordSave(t.db, { organizationId: s.org.id, itemType: 'page', itemId, authorId, document: { title }, lockVersion, at });

  it('folds one person’s saves within the quiet period into one version, with the last document', async () => {
    const itemId = ++nextItem;
    const start = new Date('2026-11-02T08:00:00Z');
    await save(itemId, s.editor.id, 'a', 1, start);
    await save(itemId, s.editor.id, 'ab', 2, new Date(start.getTime() + QUIET_PERIOD_MS - 1000));
    await save(itemId, s.editor.id, 'abc', 3, new Date(start.getTime() + 2 * QUIET_PERIOD_MS - 2000));
    expect(await versions(itemId)).toEqual([{ kind: 'edited', authorId: s.editor.id, document: { title: 'abc' }, lockVersion: 3 }]);
  });

  it('starts a new version for another person, after a pause, and after an act that marks its own', async () => {
    const itemId = ++nextItem;
    const start = new Date('2026-11-02T08:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    await save(itemId, s.editor.id, 'editor', 1, at(0));
    await save(itemId, s.admin.id, 'admin', 2, at(1));
    await save(itemId, s.admin.id, 'admin later', 3, at(1 + QUIET_PERIOD_MS / 60_000 + 1));
    await recordVersion(t.db, { organizationId: s.org.id, itemType: 'page', itemId, authorId: s.admin.id, document: { title: 'admin later' }, lockVersion: 3, at: at(13), kind: 'published' });
    await save(itemId, s.admin.id, 'after publish', 4, at(14));
    expect((await versions(itemId)).map((v) => [v.kind, v.authorId, v.document!.title])).toEqual([
      ['edited', s.editor.id, 'editor'],
      ['edited', s.admin.id, 'admin'],
      ['edited', s.admin.id, 'admin later'],
      ['published', s.admin.id, 'admin later'],
      ['edited', s.admin.id, 'after publish'],
    ]);
  });
});
