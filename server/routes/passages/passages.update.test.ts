import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makePassage, questionSchool, type QuestionSchool, type SchoolRole } from '../../test/questionFactories.ts';

describe.each(testDatabaseKinds())('PUT /map/passages/{id} on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db);
  });
  afterAll(() => t.close());

  const save = async (who: SchoolRole | null, id: number, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `/map/passages/${id}`, headers: { ...(who ? await s.as(who) : {}), ...extra }, payload });
  const read = async (id: number) => (await t.app.inject({ method: 'GET', url: `/map/passages/${id}`, headers: await s.as('admin') })).json();
  const doc = (html: string, lockVersion: number) => ({ title: 'Judul', content_html: html, sections: [], lock_version: lockVersion });

  it('saves the whole passage, bumping lock_version and last_saved_at', async () => {
    const passage = await makePassage(t.db, await s.topic(), { lastSavedAt: new Date('2020-01-01T00:00:00Z') });
    const res = await save('editor', passage.id, doc('<p>Baru <em>sekali</em></p>', 0));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Judul', content: 'Baru sekali', content_html: '<p>Baru <em>sekali</em></p>', sections: [], lock_version: 1 });
    expect(Date.parse(res.json().last_saved_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await save('editor', passage.id, doc('<p>Lagi<script>x()</script></p>', 1))).json()).toMatchObject({ content_html: '<p>Lagi</p>', lock_version: 2 });
  });

  it('answers 409 to the second of two saves from the same loaded version, keeping the first', async () => {
    const passage = await makePassage(t.db, await s.topic());
    expect((await save('editor', passage.id, doc('<p>Tab A</p>', 0))).statusCode).toBe(200);
    const stale = await save('admin', passage.id, doc('<p>Tab B</p>', 0));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', current: { id: passage.id, content_html: '<p>Tab A</p>', lock_version: 1 } });
    expect((await read(passage.id)).content_html).toBe('<p>Tab A</p>');
  });

  it('answers 422 for a save with nothing to read', async () => {
    const passage = await makePassage(t.db, await s.topic());
    const res = await save('editor', passage.id, doc('<p></p>', 0));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ content_html: 'Required' });
  });

  it('refuses to change a passage imported from the provider, in both languages', async () => {
    const passage = await makePassage(t.db, await s.topic(), { source: 'provider' });
    expect((await read(passage.id)).read_only).toBe(true);
    const en = await save('admin', passage.id, doc('<p>X</p>', 0));
    expect(en.statusCode).toBe(403);
    expect(en.json().message).toBe("Question references imported from the provider's courses are not editable.");
    const id = await save('editor', passage.id, doc('<p>X</p>', 0), { 'accept-language': 'id' });
    expect(id.json().message).toBe('Referensi soal yang diimpor dari kursus penyedia tidak dapat diedit.');
  });

  it("lets a limited editor save their own passages only", async () => {
    const topic = await s.topic(s.limited.id);
    expect((await save('limited', (await makePassage(t.db, topic, { creatorId: s.limited.id })).id, doc('<p>Saya</p>', 0))).statusCode).toBe(200);
    const refused = await save('limited', (await makePassage(t.db, topic, { creatorId: s.editor.id })).id, doc('<p>Bukan</p>', 0));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to edit this passage.');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const passage = await makePassage(t.db, await s.topic(), { creatorId: s[who].id });
    expect((await save(who, passage.id, doc('<p>X</p>', 0))).statusCode).toBe(403);
  });

  it("answers 404 for another organization's passage and 401 without a session", async () => {
    const other = await questionSchool(t.db);
    const passage = await makePassage(t.db, await other.topic());
    expect((await save('admin', passage.id, doc('<p>X</p>', 0))).statusCode).toBe(404);
    expect((await save(null, passage.id, doc('<p>X</p>', 0))).statusCode).toBe(401);
  });
});
