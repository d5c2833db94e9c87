// The activity lines of the acts that carry content between places: a copy (in the target
// course, naming its source), a move (in the course it went to and the one it left, { from,
// to }), an import from another school (one line, counted), and a study guide added and
// removed (its topic named). Each line is written in the act's own transaction.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../../domain/schemas/history.ts';
import { activityEvents, bundles, topics } from '../../db/schema/index.ts';
import { headersFor, makeCourse, makeTopic, makeUnit } from '../../test/contentFactories.ts';
import { copyMoveRequest, makeCopyTree, makeSecondSchool } from '../../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { importRequest } from '../importing/test/fixtures.ts';

describe.each(testDatabaseKinds())('activity of copies, moves, imports and study guides on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const feed = async (courseId: number, query = '') => {
    const res = await t.app.inject({ url: `/content/courses/${courseId}/activity${query ? `?${query}` : ''}`, headers: await headersFor(t.db, s.admin) });
    expect(res.statusCode).toBe(200);
    return res.json() as ActivityEvent[];
  };
  const nameOf = async (table: typeof topics | typeof bundles, id: number) => (await t.db.select({ name: table.name }).from(table).where(eq(table.id, id)))[0]!.name;

  it('a copy is a line of the course it went to, naming what it was copied from', async () => {
    const tree = await makeCopyTree(t.db, s.org.id);
    const res = await copyMoveRequest(t, 'copy', s.editor, { kind: 'topic', id: tree.a.topic.id, target_id: tree.u3.id });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const copyId = res.body.result!.id;
    const [line] = await feed(tree.other.id, 'kind=copied');
    expect(line).toMatchObject({
      kind: 'copied',
      item_type: 'topic',
      item_id: copyId,
      item_title: await nameOf(topics, copyId),
      actor: { id: s.editor.id },
      details: { source: tree.a.topic.name, source_id: tree.a.topic.id },
    });
    // The course it was copied from did not change.
    expect(await feed(tree.course.id, 'kind=copied')).toEqual([]);
  });

  it('a move is a line of both courses, from the old parent to the new', async () => {
    const tree = await makeCopyTree(t.db, s.org.id);
    const [pageId] = tree.a.pageIds as [number];
    const res = await copyMoveRequest(t, 'move', s.editor, { kind: 'chapter', id: pageId, target_id: tree.d.topic.id });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const expected = { kind: 'moved', item_type: 'page', item_id: pageId, item_title: 'Halaman 1', details: { from: tree.a.topic.name, to: tree.d.topic.name } };
    expect(await feed(tree.other.id, 'kind=moved')).toEqual([expect.objectContaining(expected)]);
    expect(await feed(tree.course.id, 'kind=moved')).toEqual([expect.objectContaining(expected)]);

    // A topic moved to another unit of its course (PATCH): one line, unit to unit.
    const moved = await t.app.inject({ method: 'PATCH', url: `/content/topics/${tree.b.topic.id}`, headers: await headersFor(t.db, s.admin), payload: { bundle_id: tree.u2.id } });
    expect(moved.statusCode).toBe(200);
    const lines = await feed(tree.course.id, 'kind=moved');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ item_type: 'topic', item_id: tree.b.topic.id, actor: { id: s.admin.id }, details: { from: await nameOf(bundles, tree.u1.id), to: await nameOf(bundles, tree.u2.id) } });
  });

  it("an import from another school is one line, counted, in the topic's course", async () => {
    const second = await makeSecondSchool(t.db, s);
    const source = await makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, second.org.id)));
    const ids = [await makeQuestion(t.db, source, { position: 0 }), await makeQuestion(t.db, source, { position: 1 })].map((q) => q.id);
    const course = await makeCourse(t.db, s.org.id);
    const topic = await makeTopic(t.db, await makeUnit(t.db, course), { name: 'Sel Hewan' });
    const res = await importRequest(t, s.admin, topic.id, { organization_id: second.org.id, question_ids: ids, passage_ids: [] });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(await feed(course.id)).toEqual([
      expect.objectContaining({ kind: 'imported', item_type: 'topic', item_id: topic.id, item_title: 'Sel Hewan', details: { questions: 2, passages: 0, from: 'organization' } }),
    ]);
    // The school it came from keeps no line of it.
    expect(await t.db.select().from(activityEvents).where(eq(activityEvents.organizationId, second.org.id))).toEqual([]);
  });

  it('a study guide added and removed: two lines naming its topic, the second after it is gone', async () => {
    const course = await makeCourse(t.db, s.org.id);
    const topic = await makeTopic(t.db, await makeUnit(t.db, course), { name: 'Organel' });
    const headers = await headersFor(t.db, s.editor);
    const added = await t.app.inject({ method: 'POST', url: `/content/topics/${topic.id}/notes/create_link`, headers, payload: { name: 'Video sel', url: 'https://example.org/sel' } });
    expect(added.statusCode).toBe(201);
    const removed = await t.app.inject({ method: 'DELETE', url: `/content/topics/${topic.id}/notes/delete_link`, headers, payload: { link_id: added.json().id } });
    expect(removed.statusCode).toBe(204);
    const line = { item_type: 'study_guide', item_id: added.json().id, item_title: 'Video sel', actor: expect.objectContaining({ id: s.editor.id }), details: { form: 'link', topic: 'Organel' } };
    expect(await feed(course.id)).toEqual([expect.objectContaining({ kind: 'deleted', ...line }), expect.objectContaining({ kind: 'created', ...line })]);
  });
});
