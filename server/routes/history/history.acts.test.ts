// The acts that start or mark a version of their own: a copy within the school starts the
// copy's history with a 'copied' version naming its original; a copy into another school
// starts it with an 'imported' version that names nothing of the source school.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemVersions, questions } from '../../db/schema/index.ts';
import { copyMoveRequest, makeCopyTree, makeSecondSchool } from '../../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('versions marked by copies on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const versionsOf = (itemType: 'page' | 'question', itemId: number) =>
    t.db
      .select({ kind: itemVersions.kind, source: itemVersions.source, authorId: itemVersions.authorId, organizationId: itemVersions.organizationId, document: itemVersions.document })
      .from(itemVersions)
      .where(and(eq(itemVersions.itemType, itemType), eq(itemVersions.itemId, itemId)))
      .orderBy(asc(itemVersions.id));

  it('starts a copy’s history with a copied version naming its original, within the school', async () => {
    const { a, b } = await makeCopyTree(t.db, s.org.id);
    const { statusCode, body } = await copyMoveRequest(t, 'copy', s.editor, { kind: 'question', id: a.q2, target_id: b.topic.id });
    expect(statusCode).toBe(200);
    const versions = await versionsOf('question', body.result!.id);
    expect(versions).toEqual([
      expect.objectContaining({ kind: 'copied', authorId: s.editor.id, organizationId: s.org.id, source: { item_type: 'question', item_id: a.q2, version_id: null } }),
    ]);
    const [original] = await t.db.select().from(questions).where(eq(questions.id, a.q2));
    expect(versions[0]!.document).toMatchObject({ type: original!.type, content_html: original!.contentHtml, answers: expect.any(Array) });
  });

  it('starts a cross-school copy’s history afresh, naming nothing of the source school', async () => {
    const second = await makeSecondSchool(t.db, s);
    const mine = await makeCopyTree(t.db, s.org.id);
    const theirs = await makeCopyTree(t.db, second.org.id);
    const { statusCode, body } = await copyMoveRequest(t, 'copy', s.admin, { kind: 'chapter', id: mine.a.pageIds[0], target_id: theirs.a.topic.id });
    expect(statusCode).toBe(200);
    expect(await versionsOf('page', body.result!.id)).toEqual([expect.objectContaining({ kind: 'imported', source: null, organizationId: second.org.id })]);
  });
});
