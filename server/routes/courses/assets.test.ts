import { describe, expect, it } from 'vitest';
import { SYSTEM_ICONS } from '../../commands/courseIconSet.ts';
import { gif, png } from '../../storage/fixtures/files.ts';
import { formBody, headersFor, makeCourse, makeSchool, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';

type Icon = { id: number; name: string; url: string; system: boolean };

describe.each(testDatabaseKinds())('icon_images and show_authors on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const as = (who: SchoolRole, school = s) => headersFor(t.db, school[who]);
  const icons = async (who: SchoolRole = 'editor', orgId = s.org.id) =>
    t.app.inject({ url: `/content/organizations/${orgId}/icon_images`, headers: await as(who) });
  async function upload(who: SchoolRole, file = { field: 'image', bytes: png(), name: 'logo-sekolah.png' }, orgId = s.org.id) {
    const form = await formBody({}, file);
    return t.app.inject({ method: 'POST', url: `/content/organizations/${orgId}/icon_images`, payload: form.payload, headers: { ...form.headers, ...(await as(who)) } });
  }

  describe('GET icon_images', () => {
    it('gives the system icon set, the same rows on every call', async () => {
      const res = await icons();
      expect(res.statusCode).toBe(200);
      const list = res.json() as Icon[];
      expect(list.map((i) => i.name)).toEqual(SYSTEM_ICONS.map(([, name]) => name));
      expect(list.every((i) => i.system && i.url.startsWith('/icons/') && i.url.endsWith('.svg'))).toBe(true);
      expect((await icons('noRole')).json()).toEqual(list);
    });

    it.each(['restricted', 'unapproved'] as const)('refuses a %s teacher with 403', async (who) => {
      expect((await icons(who)).statusCode).toBe(403);
    });

    it("answers 404 for another organization and 401 without a session", async () => {
      const other = await makeSchool(t.db);
      expect((await icons('admin', other.org.id)).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/content/organizations/${s.org.id}/icon_images` })).statusCode).toBe(401);
    });
  });

  describe('POST icon_images', () => {
    it("stores an uploaded image as one of the organization's icons, listed after the system set", async () => {
      const res = await upload('limited');
      expect(res.statusCode).toBe(201);
      const icon = res.json() as Icon;
      expect(icon).toMatchObject({ name: 'logo-sekolah.png', system: false });
      const served = await t.app.inject({ url: new URL(icon.url, 'http://x').pathname });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png())).toBe(true);
      const list = (await icons()).json() as Icon[];
      expect(list.at(-1)).toEqual(icon);
      // Not another organization's icon.
      const other = await makeSchool(t.db);
      const theirs = await t.app.inject({ url: `/content/organizations/${other.org.id}/icon_images`, headers: await as('admin', other) });
      expect((theirs.json() as Icon[]).map((i) => i.id)).not.toContain(icon.id);
      // A course may use it.
      const course = await t.app.inject({
        method: 'POST',
        url: '/content/courses',
        payload: { course: { name: 'Dengan Ikon', icon_image_id: icon.id }, coursable_id: s.org.id, coursable_type: 'Organization' },
        headers: await as('editor'),
      });
      expect(course.json()).toMatchObject({ icon_image_id: icon.id, icon_url: icon.url });
    });

    it('accepts GIF too and refuses a file that is not an image by its content', async () => {
      expect((await upload('editor', { field: 'image', bytes: gif(), name: 'a.gif' })).statusCode).toBe(201);
      const fake = await upload('editor', { field: 'image', bytes: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'evil.png' });
      expect(fake.statusCode).toBe(422);
      expect(fake.json().fields).toHaveProperty('file');
    });

    it('needs the image field', async () => {
      const res = await upload('editor', { field: 'other', bytes: png(), name: 'a.png' });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toHaveProperty('image');
    });

    it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses a %s with 403', async (who) => {
      expect((await upload(who)).statusCode).toBe(403);
    });

    it('answers 404 for another organization and 401 without a session', async () => {
      const other = await makeSchool(t.db);
      expect((await upload('admin', undefined, other.org.id)).statusCode).toBe(404);
      const form = await formBody({}, { field: 'image', bytes: png(), name: 'a.png' });
      expect((await t.app.inject({ method: 'POST', url: `/content/organizations/${s.org.id}/icon_images`, ...form })).statusCode).toBe(401);
    });
  });

  describe('GET show_authors', () => {
    it('lists the creators of the organization’s courses once each, and says whether a course has no author', async () => {
      const school = await makeSchool(t.db);
      await makeCourse(t.db, school.org.id, { creatorId: school.editor.id });
      await makeCourse(t.db, school.org.id, { creatorId: school.editor.id });
      await makeCourse(t.db, school.org.id, { creatorId: school.limited.id });
      const res = await t.app.inject({ url: `/content/organizations/${school.org.id}/show_authors`, headers: await as('noRole', school) });
      expect(res.statusCode).toBe(200);
      expect(res.json().has_no_author).toBe(false);
      expect(res.json().authors.map((a: { id: number }) => a.id).sort()).toEqual([school.editor.id, school.limited.id].sort());
      expect(res.json().authors[0]).toHaveProperty('email');
      await makeCourse(t.db, school.org.id, { creatorId: null });
      const again = await t.app.inject({ url: `/content/organizations/${school.org.id}/show_authors`, headers: await as('admin', school) });
      expect(again.json().has_no_author).toBe(true);
      expect(again.json().authors).toHaveLength(2);
    });

    it.each(['restricted', 'unapproved'] as const)('refuses a %s teacher with 403', async (who) => {
      expect((await t.app.inject({ url: `/content/organizations/${s.org.id}/show_authors`, headers: await as(who) })).statusCode).toBe(403);
    });

    it('answers 404 for another organization and 401 without a session', async () => {
      const other = await makeSchool(t.db);
      expect((await t.app.inject({ url: `/content/organizations/${other.org.id}/show_authors`, headers: await as('admin') })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/content/organizations/${s.org.id}/show_authors` })).statusCode).toBe(401);
    });
  });
});
