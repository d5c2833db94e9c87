import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, addTeamMember, createTeam } from '../../commands/accountAdmin.ts';
import { courseSets, organizations } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { headersFor, makeCourse, makeSchool, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeOrganization } from '../../test/factories.ts';

describe.each(testDatabaseKinds())('GET /importing/organizations/{id}/courses on %s', (kind) => {
  let t: TestApp;
  let provider: { id: number };
  let licensed: School;
  let unlicensed: School;
  let sets: Record<'sma' | 'smp' | 'draft' | 'limited', number>;
  beforeAll(async () => {
    t = await testApp(kind);
    provider = await makeOrganization(t.db, { name: `Bank Soal ${process.pid}`, isProvider: true, verified: true });
    const named = await t.db
      .insert(courseSets)
      .values(['SMA', 'smp', 'Draf', 'Terbatas'].map((name) => ({ name: `${name} ${kind}` })))
      .returning();
    sets = { sma: named[0]!.id, smp: named[1]!.id, draft: named[2]!.id, limited: named[3]!.id };
    await makeCourse(t.db, provider.id, { name: 'Bank Soal Matematika SMA', status: 'published', publishedAt: new Date(), courseSetId: sets.sma });
    await makeCourse(t.db, provider.id, { name: 'Bank Soal Fisika SMA', status: 'published', publishedAt: new Date(), courseSetId: sets.sma });
    await makeCourse(t.db, provider.id, { name: 'Bank Soal Draf', status: 'unpublished', courseSetId: sets.draft });
    await makeCourse(t.db, provider.id, { name: 'Bank Soal Terbatas', status: 'published', shareEnabled: true, courseSetId: sets.limited });
    licensed = await makeSchool(t.db, { canImportLicenseQuestions: true });
    unlicensed = await makeSchool(t.db);
  });
  afterAll(() => t.close());

  const get = async (orgId: number | string, user: { id: number }, query = '') =>
    t.app.inject({ url: `/importing/organizations/${orgId}/courses${query ? `?${query}` : ''}`, headers: await headersFor(t.db, user) });
  const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((c) => c.name);

  describe("from the provider's test bank", () => {
    it('lists its published courses open to all to members of a licensed organization who may import', async () => {
      for (const who of ['admin', 'editor', 'limited'] as const) {
        const res = await get(provider.id, licensed[who]);
        expect(res.statusCode).toBe(200);
        expect(names(res)).toEqual(['Bank Soal Fisika SMA', 'Bank Soal Matematika SMA']);
        expect([res.headers['x-pena-count'], res.headers['x-pena-pages']]).toEqual(['2', '1']);
      }
      const named = await get(provider.id, licensed.editor, `organization_id=${licensed.org.id}&q=mate-matika`);
      expect(names(named)).toEqual(['Bank Soal Matematika SMA']);
    });

    it('refuses organizations without licensed import, and members without the import permission', async () => {
      expect((await get(provider.id, unlicensed.editor)).statusCode).toBe(403);
      expect((await get(provider.id, unlicensed.editor, `organization_id=${unlicensed.org.id}`)).statusCode).toBe(403);
      for (const who of ['noRole', 'restricted', 'unapproved'] as const) expect((await get(provider.id, licensed[who])).statusCode).toBe(403);
    });

    it("judges by the importing organization named in organization_id; one that is not the actor's answers 404", async () => {
      // A member of both: licensed in one, not in the other.
      await addMember(t.db, { organizationId: unlicensed.org.id, email: licensed.editor.email });
      const team = await createTeam(t.db, { organizationId: unlicensed.org.id, name: `Editor ${licensed.editor.id}`, role: 'editor' });
      await addTeamMember(t.db, team.id, licensed.editor.email);
      expect((await get(provider.id, licensed.editor, `organization_id=${unlicensed.org.id}`)).statusCode).toBe(403);
      expect((await get(provider.id, licensed.editor, `organization_id=${licensed.org.id}`)).statusCode).toBe(200);
      const stranger = await makeSchool(t.db, { canImportLicenseQuestions: true });
      expect((await get(provider.id, licensed.editor, `organization_id=${stranger.org.id}`)).statusCode).toBe(404);
    });
  });

  describe("named by the product slug 'pena' (§2 organizations/{product}/import)", () => {
    it('answers as the provider\'s id does, with its guards', async () => {
      const byId = await get(provider.id, licensed.editor, `organization_id=${licensed.org.id}`);
      const bySlug = await get('pena', licensed.editor, `organization_id=${licensed.org.id}`);
      expect(bySlug.statusCode).toBe(200);
      expect(names(bySlug)).toEqual(names(byId));
      expect(bySlug.headers['x-pena-count']).toBe('2');
      expect((await get('pena', unlicensed.editor)).statusCode).toBe(403);
      expect((await get('pena', licensed.restricted)).statusCode).toBe(403);
      expect((await get('pena', licensed.editor, `organization_id=2000000000`)).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/importing/organizations/pena/courses' })).statusCode).toBe(401);
    });

    it('answers 422 naming id for another word, and 404 when no organization is the provider', async () => {
      const word = await get('bank', licensed.editor);
      expect(word.statusCode).toBe(422);
      expect(Object.keys(word.json().fields)).toEqual(['id']);
      await t.db.update(organizations).set({ isProvider: false }).where(eq(organizations.id, provider.id));
      try {
        expect((await get('pena', licensed.editor)).statusCode).toBe(404);
      } finally {
        await t.db.update(organizations).set({ isProvider: true }).where(eq(organizations.id, provider.id));
      }
    });
  });

  describe('GET /importing/organizations/{id}/course_sets', () => {
    const getSets = async (orgId: number | string, user: { id: number }, query = '') =>
      t.app.inject({ url: `/importing/organizations/${orgId}/course_sets${query ? `?${query}` : ''}`, headers: await headersFor(t.db, user) });

    it("names the course sets of the provider's published courses open to all, with their counts, by id or by 'pena'", async () => {
      for (const id of [provider.id, 'pena']) {
        const res = await getSets(id, licensed.limited, `organization_id=${licensed.org.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([{ id: sets.sma, name: `SMA ${kind}`, courses_count: 2 }]);
      }
    });

    it('lists the sets of the courses the actor may open in another organization, an unnamed set by id, last', async () => {
      const source = await makeSchool(t.db);
      await makeCourse(t.db, source.org.id, { name: 'Draf SMP', courseSetId: sets.smp });
      await makeCourse(t.db, source.org.id, { name: 'Tanpa Nama', courseSetId: 2_000_000_000 });
      await makeCourse(t.db, source.org.id, { name: 'Tanpa Set' });
      await makeCourse(t.db, source.org.id, { name: 'Rahasia', shareEnabled: true, creatorId: source.admin.id, courseSetId: sets.sma });
      const res = await getSets(source.org.id, source.editor);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: sets.smp, name: `smp ${kind}`, courses_count: 1 },
        { id: 2_000_000_000, name: null, courses_count: 1 },
      ]);
      expect((await getSets(source.org.id, source.admin)).json()).toHaveLength(3);
    });

    it('guards as the course list does: 403, 404, 422, 401', async () => {
      expect((await getSets(provider.id, unlicensed.editor)).statusCode).toBe(403);
      expect((await getSets('pena', licensed.restricted)).statusCode).toBe(403);
      const other = await makeSchool(t.db);
      await makeCourse(t.db, other.org.id, { courseSetId: sets.sma });
      const foreign = await getSets(other.org.id, licensed.admin);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('SMA');
      expect((await getSets('sets', licensed.admin)).statusCode).toBe(422);
      expect((await getSets(provider.id, licensed.admin, 'organization_id=abc')).statusCode).toBe(422);
      expect((await t.app.inject({ url: '/importing/organizations/pena/course_sets' })).statusCode).toBe(401);
    });
  });

  describe('from another organization of the actor', () => {
    it('lists the courses the actor may open there, published or not', async () => {
      const source = await makeSchool(t.db);
      await makeCourse(t.db, source.org.id, { name: 'Biologi Draf' });
      await makeCourse(t.db, source.org.id, { name: 'Kimia Terbit', status: 'published' });
      await makeCourse(t.db, source.org.id, { name: 'Rahasia Guru', shareEnabled: true, creatorId: source.admin.id });
      await makeCourse(t.db, source.org.id, { name: 'Dibagikan ke Editor', shareEnabled: true, sharedWith: [source.editor.id] });
      expect(names(await get(source.org.id, source.editor))).toEqual(['Biologi Draf', 'Dibagikan ke Editor', 'Kimia Terbit']);
      expect(names(await get(source.org.id, source.limited))).toEqual(['Biologi Draf', 'Kimia Terbit']);
      expect(names(await get(source.org.id, source.admin))).toHaveLength(4);
      expect(names(await get(source.org.id, source.editor, 'publish_status=published'))).toEqual(['Kimia Terbit']);
    });

    it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses a %s there with 403', async (who) => {
      const source = await makeSchool(t.db);
      expect((await get(source.org.id, source[who])).statusCode).toBe(403);
    });

    it('answers 404 for an organization the actor is not in (not the provider), 422 for a bad query, 401 without a session', async () => {
      const other = await makeSchool(t.db);
      await makeCourse(t.db, other.org.id, { name: 'Bukan Milikmu' });
      const res = await get(other.org.id, licensed.admin);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Bukan');
      expect((await get(licensed.org.id, licensed.admin, 'organization_id=abc')).statusCode).toBe(422);
      expect((await t.app.inject({ url: `/importing/organizations/${provider.id}/courses` })).statusCode).toBe(401);
    });
  });
});
