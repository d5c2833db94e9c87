// Courses, units and topics are saved like questions and pages (spec §4 conflicts): a PUT
// names the lock_version it was based on, a missing one is a 422 naming the field, a stale
// one a 409 with the current record, and of saves racing from the same version exactly one
// wins, whatever the engine.
import { describe, expect, it } from 'vitest';
import { headersFor, makeUnit, makeCourse, makeTopic } from '../test/contentFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { schoolApp } from '../test/schoolApp.ts';

describe.each(testDatabaseKinds())('lock_version on courses, units and topics on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const records = {
    course: async () => ({ url: `/content/courses/${(await makeCourse(t.db, s.org.id, { creatorId: s.admin.id })).id}`, body: (name: string) => ({ course: { name } }) }),
    unit: async () => ({ url: `/content/bundles/${(await makeUnit(t.db, await makeCourse(t.db, s.org.id))).id}`, body: (name: string) => ({ name }) }),
    topic: async () => ({
      url: `/content/topics/${(await makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)))).id}`,
      body: (name: string) => ({ name }),
    }),
  };
  const put = async (url: string, payload: object, lang = 'en') =>
    t.app.inject({ method: 'PUT', url, payload, headers: { ...(await headersFor(t.db, s.admin)), 'accept-language': lang } });

  describe.each(Object.keys(records) as (keyof typeof records)[])('a %s', (record) => {
    it('refuses a save without lock_version with 422 naming it, and changes nothing', async () => {
      const { url, body } = await records[record]();
      const missing = await put(url, body('Tanpa versi'));
      expect(missing.statusCode).toBe(422);
      expect(missing.json().fields).toEqual({ lock_version: 'Required' });
      expect((await put(url, body('Tanpa versi'), 'id')).json().fields).toEqual({ lock_version: 'Wajib diisi' });
      const shown = await t.app.inject({ url, headers: await headersFor(t.db, s.admin) });
      expect(shown.json()).toMatchObject({ lock_version: 0 });
      expect(shown.json().name).not.toBe('Tanpa versi');
    });

    it('answers a stale lock_version with 409 and the current record', async () => {
      const { url, body } = await records[record]();
      expect((await put(url, { ...body('Versi A'), lock_version: 0 })).statusCode).toBe(200);
      const stale = await put(url, { ...body('Versi B'), lock_version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'conflict', current: { name: 'Versi A', lock_version: 1 } });
    });

    it('lets exactly one of 20 saves from the same version win; the others get 409', async () => {
      const { url, body } = await records[record]();
      const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => put(url, { ...body(`Simpan ${i}`), lock_version: 0 })));
      const statuses = replies.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
      const winner = replies.find((r) => r.statusCode === 200)!.json();
      expect(winner.lock_version).toBe(1);
      const shown = await t.app.inject({ url, headers: await headersFor(t.db, s.admin) });
      expect(shown.json()).toMatchObject({ name: winner.name, lock_version: 1 });
    });
  });
});
