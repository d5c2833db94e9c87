// Version history through the API: a person's saves fold into one version, another person's
// start a new one; a version reads back with its document; a restore saves the version's
// document as a new version on top through the conflict-safe save (stale: 409), for those who
// may edit only; another organization's items and versions are not found.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionDocumentFields } from '../../../domain/schemas/questions.ts';
import { recordVersionsOfRows } from '../../commands/versionsOfRows.ts';
import { activityEvents, itemVersions } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeSchool } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeLessonTopic, makePage } from '../../test/pageFactories.ts';
import { documentOf, fullQuestion, makeQuestion, questionSchool, type QuestionSchool, type SchoolRole } from '../../test/questionFactories.ts';

/** A question document with its parts' keys replaced by their positions, so documents keyed by editor keys and by row ids compare. */
function byPosition(document: Record<string, unknown>) {
  // Which question follows is the following question's to say; a version keeps what it follows.
  const { succeeding_question_id: _succeeding, ...doc } = questionDocumentFields.parse(document);
  const at = (items: { key: string }[]) => new Map(items.map((item, i) => [item.key, String(i)]));
  const [categories, groups, premises] = [at(doc.categories), at(doc.groups), at(doc.premises)];
  const key = (map: Map<string, string>, k: string | null) => (k === null ? null : (map.get(k) ?? 'missing'));
  return {
    ...doc,
    answers: doc.answers.map((a, i) => ({ ...a, key: String(i), category_key: key(categories, a.category_key), group_key: key(groups, a.group_key) })),
    categories: doc.categories.map((c, i) => ({ ...c, key: String(i) })),
    groups: doc.groups.map((g, i) => ({ ...g, key: String(i) })),
    premises: doc.premises.map((p, i) => ({ ...p, key: String(i) })),
    responses: doc.responses.map((r, i) => ({ ...r, key: String(i), premise_key: key(premises, r.premise_key) })),
  };
}

describe.each(testDatabaseKinds())('version history routes on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db);
  });
  afterAll(() => t?.close());

  const call = async (who: SchoolRole | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: who ? await s.as(who) : {}, ...(payload ? { payload } : {}) });

  async function newPage(who: SchoolRole = 'editor') {
    const topic = await s.topic(s[who].id);
    const res = await call(who, 'POST', '/content/chapters', { topic_id: topic.id, type: 'text', title: 'Pecahan', content: '<p>Satu</p>' });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; lock_version: number };
  }
  const savePage = async (who: SchoolRole, id: number, lockVersion: number, content: string) => {
    const res = await call(who, 'PUT', `/content/chapters/${id}`, { type: 'text', title: 'Pecahan', content, sections: [], lock_version: lockVersion });
    expect(res.statusCode).toBe(200);
    return res.json() as { lock_version: number; content: string };
  };

  it('lists versions newest first, a sitting folded into one, with authors and totals', async () => {
    const page = await newPage();
    let lock = (await savePage('editor', page.id, page.lock_version, '<p>Dua</p>')).lock_version;
    lock = (await savePage('editor', page.id, lock, '<p>Tiga</p>')).lock_version;
    lock = (await savePage('publisher', page.id, lock, '<p>Empat</p>')).lock_version;

    const res = await call('editor', 'GET', `/content/chapters/${page.id}/versions`);
    expect(res.statusCode).toBe(200);
    const versions = res.json();
    expect(versions.map((v: { kind: string; author: { id: number } | null }) => [v.kind, v.author?.id])).toEqual([
      ['edited', s.publisher.id],
      ['edited', s.editor.id],
      ['created', s.editor.id],
    ]);
    expect(versions[0].lock_version).toBe(lock);
    expect(versions[1].author.name).toBe(s.editor.name);
    expect(res.headers['x-pena-count']).toBe('3');

    const second = await call('editor', 'GET', `/content/chapters/${page.id}/versions?per=1&page=2`);
    expect(second.json().map((v: { id: number }) => v.id)).toEqual([versions[1].id]);
    expect(second.headers['x-pena-pages']).toBe('3');

    const one = await call('editor', 'GET', `/content/chapters/${page.id}/versions/${versions[1].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().document).toMatchObject({ type: 'text', title: 'Pecahan', content: '<p>Tiga</p>', sections: [] });
  });

  it('restores a version as a new version on top, names what it restored and adds a feed line', async () => {
    const page = await newPage();
    const first = await savePage('editor', page.id, page.lock_version, '<p>Versi editor</p>');
    const second = await savePage('publisher', page.id, first.lock_version, '<p>Versi penerbit</p>');
    const [editorVersion] = await t.db
      .select()
      .from(itemVersions)
      .where(and(eq(itemVersions.itemId, page.id), eq(itemVersions.itemType, 'page'), eq(itemVersions.kind, 'edited'), eq(itemVersions.authorId, s.editor.id)));

    const res = await call('publisher', 'POST', `/content/chapters/${page.id}/versions/${editorVersion!.id}/restore`, { lock_version: second.lock_version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: page.id, content: '<p>Versi editor</p>', lock_version: second.lock_version + 1 });

    const versions = (await call('editor', 'GET', `/content/chapters/${page.id}/versions`)).json();
    expect(versions[0]).toMatchObject({ kind: 'restored', author: { id: s.publisher.id }, source: { item_type: 'page', item_id: page.id, version_id: editorVersion!.id } });
    expect(versions.map((v: { kind: string }) => v.kind)).toEqual(['restored', 'edited', 'edited', 'created']);

    const [line] = await t.db.select().from(activityEvents).where(eq(activityEvents.itemId, page.id)).orderBy(desc(activityEvents.id)).limit(1);
    expect(line).toMatchObject({ kind: 'restored', itemType: 'page', actorId: s.publisher.id, courseId: s.course.id, itemTitle: 'Pecahan' });

    // The next save by the same person starts a version of its own: a restore is never folded into.
    await savePage('publisher', page.id, second.lock_version + 1, '<p>Sesudah</p>');
    expect((await call('editor', 'GET', `/content/chapters/${page.id}/versions`)).json()[0].kind).toBe('edited');
  });

  it('keeps an open sitting’s document in the page itself, and closes it with the last save before anything else', async () => {
    const page = await newPage();
    const raw = async () =>
      (await t.db.select().from(itemVersions).where(and(eq(itemVersions.itemId, page.id), eq(itemVersions.itemType, 'page'))).orderBy(itemVersions.id)).map(
        (v) => [v.kind, v.authorId, (v.document as { content?: string } | null)?.content ?? null],
      );
    let lock = (await savePage('editor', page.id, page.lock_version, '<p>Dua</p>')).lock_version;
    lock = (await savePage('editor', page.id, lock, '<p>Tiga</p>')).lock_version;
    // The sitting is open: its version holds no copy, and reads as the page.
    expect(await raw()).toEqual([
      ['created', s.editor.id, '<p>Satu</p>'],
      ['edited', s.editor.id, null],
    ]);
    const [open] = (await call('editor', 'GET', `/content/chapters/${page.id}/versions`)).json();
    expect((await call('editor', 'GET', `/content/chapters/${page.id}/versions/${open.id}`)).json().document.content).toBe('<p>Tiga</p>');
    // Another teacher's save closes it with its last save, and opens their own.
    lock = (await savePage('publisher', page.id, lock, '<p>Empat</p>')).lock_version;
    expect(await raw()).toEqual([
      ['created', s.editor.id, '<p>Satu</p>'],
      ['edited', s.editor.id, '<p>Tiga</p>'],
      ['edited', s.publisher.id, null],
    ]);
    // A restore closes it before it writes.
    const restored = await call('editor', 'POST', `/content/chapters/${page.id}/versions/${open.id}/restore`, { lock_version: lock });
    expect(restored.statusCode).toBe(200);
    expect((await raw()).slice(2)).toEqual([
      ['edited', s.publisher.id, '<p>Empat</p>'],
      ['restored', s.editor.id, '<p>Tiga</p>'],
    ]);
    // Deleting the page (or its topic, unit or course) closes an open one too: history keeps the last save.
    lock = restored.json().lock_version;
    await savePage('publisher', page.id, lock, '<p>Lima</p>');
    expect((await call('admin', 'DELETE', `/content/chapters/${page.id}`)).statusCode).toBe(204);
    expect((await raw()).at(-1)).toEqual(['edited', s.publisher.id, '<p>Lima</p>']);

    const other = await newPage();
    await savePage('editor', other.id, other.lock_version, '<p>Terakhir</p>');
    const topicOf = (await call('editor', 'GET', `/content/chapters/${other.id}`)).json().topic_id;
    expect((await call('admin', 'DELETE', `/content/topics/${topicOf}`)).statusCode).toBe(204);
    const [last] = await t.db.select().from(itemVersions).where(and(eq(itemVersions.itemId, other.id), eq(itemVersions.itemType, 'page'))).orderBy(desc(itemVersions.id)).limit(1);
    expect(last!.document).toMatchObject({ content: '<p>Terakhir</p>' });
  });

  it('keeps no version of a stale save, and one of two saves sent at once', async () => {
    const page = await newPage();
    const body = (content: string) => ({ type: 'text', title: 'Pecahan', content, sections: [], lock_version: page.lock_version });
    const [a, b] = await Promise.all([call('editor', 'PUT', `/content/chapters/${page.id}`, body('<p>A</p>')), call('publisher', 'PUT', `/content/chapters/${page.id}`, body('<p>B</p>'))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? '<p>A</p>' : '<p>B</p>';
    const versions = (await call('editor', 'GET', `/content/chapters/${page.id}/versions`)).json();
    expect(versions.map((v: { kind: string }) => v.kind)).toEqual(['edited', 'created']);
    expect((await call('editor', 'GET', `/content/chapters/${page.id}/versions/${versions[0].id}`)).json().document.content).toBe(winner);
    const lines = await t.db.select().from(activityEvents).where(and(eq(activityEvents.itemId, page.id), eq(activityEvents.kind, 'edited')));
    expect(lines).toHaveLength(1);
  });

  it('answers a stale restore with 409 and the stored page, and changes nothing', async () => {
    const page = await newPage();
    const saved = await savePage('editor', page.id, page.lock_version, '<p>A</p>');
    await savePage('publisher', page.id, saved.lock_version, '<p>B</p>');
    const [version] = await t.db.select().from(itemVersions).where(and(eq(itemVersions.itemId, page.id), eq(itemVersions.itemType, 'page'))).limit(1);
    const res = await call('editor', 'POST', `/content/chapters/${page.id}/versions/${version!.id}/restore`, { lock_version: saved.lock_version });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'conflict', current: { id: page.id, content: '<p>B</p>' } });
    expect((await call('editor', 'GET', `/content/chapters/${page.id}/versions`)).json()).toHaveLength(3);
  });

  it('restores a question with every part, and never a provider question', async () => {
    const topic = await s.topic(s.editor.id);
    const created = await call('editor', 'POST', '/map/questions', { topic_id: topic.id, ...fullQuestion('multiple_choice') });
    expect(created.statusCode).toBe(201);
    const q = created.json();
    const changed = { ...documentOf(q), content_html: '<p>Diubah</p>', answers: q.answers.map((a: { correct: boolean }) => ({ ...a, correct: !a.correct })) };
    const first = await call('editor', 'PUT', `/map/questions/${q.id}`, { ...documentOf(q), content_html: '<p>Asli</p>', lock_version: q.lock_version });
    expect(first.statusCode).toBe(200);
    const second = await call('publisher', 'PUT', `/map/questions/${q.id}`, { ...changed, lock_version: first.json().lock_version });
    expect(second.statusCode).toBe(200);
    const versions = (await call('editor', 'GET', `/map/questions/${q.id}/versions`)).json();
    const original = versions.find((v: { kind: string; author: { id: number } }) => v.kind === 'edited' && v.author.id === s.editor.id);
    const restored = await call('editor', 'POST', `/map/questions/${q.id}/versions/${original.id}/restore`, { lock_version: second.json().lock_version });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().content_html).toBe('<p>Asli</p>');
    expect(restored.json().answers.map((a: { correct: boolean }) => a.correct)).toEqual(first.json().answers.map((a: { correct: boolean }) => a.correct));

    const provider = await makeQuestion(t.db, topic, { source: 'provider', creatorId: s.editor.id });
    const [version] = await t.db
      .insert(itemVersions)
      .values({ organizationId: s.org.id, itemType: 'question', itemId: provider.id, kind: 'imported', document: documentOf(q), lockVersion: 0 })
      .returning();
    expect((await call('admin', 'GET', `/map/questions/${provider.id}/versions`)).statusCode).toBe(200);
    expect((await call('admin', 'POST', `/map/questions/${provider.id}/versions/${version!.id}/restore`, { lock_version: 0 })).statusCode).toBe(403);
  });

  it.each(['categorise', 'matching_choices', 'grouped_choices'] as const)(
    'builds a %s question’s version from its rows as its editor saves it, and restores it',
    async (type) => {
      const topic = await s.topic(s.editor.id);
      const created = await call('editor', 'POST', '/map/questions', { topic_id: topic.id, ...fullQuestion(type) });
      expect(created.statusCode).toBe(201);
      const q = created.json();
      await t.db.transaction((tx) => recordVersionsOfRows(tx, { kind: 'published', itemType: 'question', ids: [q.id], authorId: s.publisher.id, at: new Date() }));
      const [saved, published] = await t.db
        .select()
        .from(itemVersions)
        .where(and(eq(itemVersions.itemId, q.id), eq(itemVersions.itemType, 'question')))
        .orderBy(itemVersions.id);
      expect(published!.kind).toBe('published');
      expect(byPosition(published!.document!)).toEqual(byPosition(saved!.document!));

      const edited = await call('editor', 'PUT', `/map/questions/${q.id}`, { ...documentOf(q), content_html: '<p>Lain</p>', lock_version: q.lock_version });
      const restored = await call('editor', 'POST', `/map/questions/${q.id}/versions/${published!.id}/restore`, { lock_version: edited.json().lock_version });
      expect(restored.statusCode).toBe(200);
      expect(byPosition(documentOf(restored.json()))).toEqual(byPosition(saved!.document!));
    },
  );

  it('restores a passage', async () => {
    const topic = await s.topic(s.editor.id);
    const created = await call('editor', 'POST', '/map/passages', { topic_id: topic.id, title: 'Bacaan', content_html: '<p>Awal</p>' });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    const first = await call('editor', 'PUT', `/map/passages/${p.id}`, { title: 'Bacaan', content_html: '<p>Satu</p>', lock_version: p.lock_version });
    const second = await call('publisher', 'PUT', `/map/passages/${p.id}`, { title: 'Bacaan', content_html: '<p>Dua</p>', lock_version: first.json().lock_version });
    const versions = (await call('editor', 'GET', `/map/passages/${p.id}/versions`)).json();
    const mine = versions.find((v: { kind: string; author: { id: number } }) => v.kind === 'edited' && v.author.id === s.editor.id);
    const restored = await call('editor', 'POST', `/map/passages/${p.id}/versions/${mine.id}/restore`, { lock_version: second.json().lock_version });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().content_html).toBe('<p>Satu</p>');
  });

  it('answers 401 without a session, 403 to a wrong role, 404 across organizations and items, 422 for bad input', async () => {
    const page = await newPage();
    await savePage('editor', page.id, page.lock_version, '<p>Dua</p>');
    const [version] = await t.db.select().from(itemVersions).where(and(eq(itemVersions.itemId, page.id), eq(itemVersions.itemType, 'page'))).limit(1);
    const list = `/content/chapters/${page.id}/versions`;
    const restore = `${list}/${version!.id}/restore`;

    expect((await call(null, 'GET', list)).statusCode).toBe(401);
    expect((await call(null, 'POST', restore, { lock_version: 1 })).statusCode).toBe(401);
    expect((await call('restricted', 'GET', list)).statusCode).toBe(403);
    expect((await call('noRole', 'POST', restore, { lock_version: 1 })).statusCode).toBe(403);

    const other = await makeSchool(t.db);
    const { topic } = await makeLessonTopic(t.db, other.org.id);
    const foreign = await makePage(t.db, topic);
    expect((await call('admin', 'GET', `/content/chapters/${foreign.id}/versions`)).statusCode).toBe(404);
    // A version of one page asked for under another page is not found.
    const sibling = await newPage();
    expect((await call('editor', 'GET', `/content/chapters/${sibling.id}/versions/${version!.id}`)).statusCode).toBe(404);
    expect((await call('editor', 'POST', `/content/chapters/${sibling.id}/versions/${version!.id}/restore`, { lock_version: sibling.lock_version })).statusCode).toBe(404);

    const badKind = await call('editor', 'GET', `${list}?kind=deleted`);
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().fields).toHaveProperty('kind');
    expect((await call('editor', 'GET', `${list}?per=0`)).statusCode).toBe(422);
    const noLock = await call('editor', 'POST', restore, {});
    expect(noLock.statusCode).toBe(422);
    expect(noLock.json().fields).toHaveProperty('lock_version');

    // A version that no longer passes today's rules is refused by field, nothing written.
    const [broken] = await t.db
      .insert(itemVersions)
      .values({ organizationId: s.org.id, itemType: 'page', itemId: page.id, kind: 'edited', document: { type: 'video', title: 'Video', video_url: '' }, lockVersion: 0 })
      .returning();
    const refused = await call('editor', 'POST', `${list}/${broken!.id}/restore`, { lock_version: page.lock_version + 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toHaveProperty('video_url');
  });
});
