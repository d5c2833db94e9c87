import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeSubject, makeTag, makeTopic, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

type Summary = { id: number; name: string; accessible: boolean; [k: string]: unknown };

describe.each(testDatabaseKinds())('GET /content/organizations/{id}/courses on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let tags: Record<'g10' | 'g11' | 'g12' | 'merdeka' | 'remedial', { id: number }>;
  let subjects: Record<'mat' | 'fis' | 'country', { id: number }>;
  let c: Record<'mat' | 'fis' | 'bio' | 'sej' | 'ases', { id: number; name: string }>;
  const day = (iso: string) => new Date(`${iso}T08:00:00Z`);

  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    const o = s.org.id;
    tags = {
      g10: await makeTag(t.db, o, 'G10', 'grade'),
      g11: await makeTag(t.db, o, 'G11', 'grade'),
      g12: await makeTag(t.db, o, 'G12', 'grade'),
      merdeka: await makeTag(t.db, o, 'Kurikulum Merdeka'),
      remedial: await makeTag(t.db, o, 'Remedial'),
    };
    subjects = {
      mat: await makeSubject(t.db, o, 'Matematika'),
      fis: await makeSubject(t.db, o, 'Fisika'),
      country: await makeSubject(t.db, null, `IPA ${o}`),
    };
    c = {
      mat: await makeCourse(t.db, o, {
        name: 'Matematika Wajib Kelas X', creatorId: s.editor.id, status: 'published', publishedAt: day('2025-01-10'), createdAt: day('2024-07-01'),
        meta: { level: 'G10' }, courseSetId: 5, courseSubsetId: 7, tagIds: [tags.g10.id, tags.merdeka.id], subjectIds: [subjects.mat.id],
      }),
      fis: await makeCourse(t.db, o, {
        name: 'Fisika Dasar', creatorId: s.limited.id, createdAt: day('2024-08-01'), meta: { level: 'G11' },
        tagIds: [tags.g11.id, tags.remedial.id], subjectIds: [subjects.fis.id, subjects.country.id],
      }),
      bio: await makeCourse(t.db, o, { name: 'biologi_Sel', creatorId: s.admin.id, createdAt: day('2024-09-01'), tagIds: [tags.g12.id], shareEnabled: true, sharedWith: [s.editor.id] }),
      sej: await makeCourse(t.db, o, { name: 'Sejarah Indonesia', creatorId: null, status: 'published', publishedAt: day('2025-03-01'), createdAt: day('2024-10-01') }),
      ases: await makeCourse(t.db, o, { name: 'Asesmen Sumatif Matematika', creatorId: s.publisher.id, schoolAssessmentCourse: true, assessmentKind: 'assessment', createdAt: day('2024-11-01') }),
    };
    const unit = await makeUnit(t.db, { id: c.mat.id, organizationId: o });
    await makeUnit(t.db, { id: c.mat.id, organizationId: o });
    const topic = await makeTopic(t.db, unit);
    await makeTopic(t.db, unit);
    await fillTopic(t.db, topic, { pages: 2, questions: 1 });
  });
  afterAll(() => t.close());

  async function list(query = '', who: keyof Omit<School, 'org'> = 'admin', orgId = s.org.id) {
    return t.app.inject({ url: `/content/organizations/${orgId}/courses${query ? `?${query}` : ''}`, headers: await headersFor(t.db, s[who]) });
  }
  async function names(query: string, who: keyof Omit<School, 'org'> = 'admin') {
    const res = await list(query, who);
    expect(res.statusCode).toBe(200);
    return (res.json() as Summary[]).map((x) => x.name);
  }

  it('lists every course by name (case-insensitive) with the count and pages headers', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pena-count']).toBe('5');
    expect(res.headers['x-pena-pages']).toBe('1');
    expect((res.json() as Summary[]).map((x) => x.name)).toEqual([
      'Asesmen Sumatif Matematika', 'biologi_Sel', 'Fisika Dasar', 'Matematika Wajib Kelas X', 'Sejarah Indonesia',
    ]);
  });

  it('shows tags, grades, subjects, creator, counts and dates of each course', async () => {
    const body = (await list()).json() as Summary[];
    const mat = body.find((x) => x.id === c.mat.id)!;
    expect(mat).toMatchObject({
      organization_id: s.org.id,
      status: 'published',
      school_assessment_course: false,
      grades: [{ id: tags.g10.id, name: 'G10', type: 'grade' }],
      course_tags: [
        { id: tags.g10.id, name: 'G10', type: 'grade' },
        { id: tags.merdeka.id, name: 'Kurikulum Merdeka', type: 'other' },
      ],
      subjects: [{ id: subjects.mat.id, name: 'Matematika', organization_id: s.org.id }],
      creator: { id: s.editor.id, email: s.editor.email },
      creator_id: s.editor.id,
      accessible: true,
      share_enabled: false,
      bundles_count: 2,
      topics_count: 2,
      published_at: day('2025-01-10').toISOString(),
      created_at: day('2024-07-01').toISOString(),
    });
    const sej = body.find((x) => x.id === c.sej.id)!;
    expect(sej).toMatchObject({ creator: null, creator_id: null, bundles_count: 0, topics_count: 0 });
    expect(body.find((x) => x.id === c.ases.id)).toMatchObject({ school_assessment_course: true, assessment_kind: 'assessment' });
  });

  it('shows a course shared with selected users as inaccessible to everyone else', async () => {
    const accessible = async (who: keyof Omit<School, 'org'>) =>
      ((await list('', who)).json() as Summary[]).find((x) => x.id === c.bio.id)!.accessible;
    expect(await accessible('admin')).toBe(true);
    expect(await accessible('editor')).toBe(true);
    expect(await accessible('limited')).toBe(false);
    expect(await accessible('publisher')).toBe(false);
    expect(await accessible('noRole')).toBe(false);
    expect(((await list('', 'limited')).json() as Summary[]).find((x) => x.id === c.bio.id)).toMatchObject({ share_enabled: true, name: 'biologi_Sel' });
  });

  describe('search (§5: case-insensitive, ignoring non-word characters and underscores)', () => {
    it.each([
      ['q=Fisika-Dasar', ['Fisika Dasar']],
      ['q=fisika%20dasar', ['Fisika Dasar']],
      ['q=FISIKADASAR', ['Fisika Dasar']],
      ['q=Biologi%20Sel', ['biologi_Sel']],
      ['q=biologisel', ['biologi_Sel']],
      ['q=matematika', ['Asesmen Sumatif Matematika', 'Matematika Wajib Kelas X']],
      ['q=kelas-x!', ['Matematika Wajib Kelas X']],
      ['q=kimia', []],
      ['tag_search=kurikulum-merdeka', ['Matematika Wajib Kelas X']],
      ['tag_search=REMEDIAL', ['Fisika Dasar']],
      ['tag_search=g1', ['biologi_Sel', 'Fisika Dasar', 'Matematika Wajib Kelas X']],
      ['q=fisika&tag_search=merdeka', []],
    ])('%s → %j', async (query, expected) => {
      expect(await names(query)).toEqual(expected);
    });

    it('treats a search of punctuation only as no search', async () => {
      expect(await names('q=---')).toHaveLength(5);
    });
  });

  describe('filters each narrow the list', () => {
    it.each([
      ['course_set_id=5', ['Matematika Wajib Kelas X']],
      ['course_set_id=6', []],
      ['course_subset_id=7', ['Matematika Wajib Kelas X']],
      ['level=g11', ['Fisika Dasar']],
      ['level=G10', ['Matematika Wajib Kelas X']],
      ['publish_status=published', ['Matematika Wajib Kelas X', 'Sejarah Indonesia']],
      ['publish_status=unpublished', ['Asesmen Sumatif Matematika', 'biologi_Sel', 'Fisika Dasar']],
      [`published_from=${Date.parse('2025-02-01T00:00:00Z')}`, ['Sejarah Indonesia']],
      [`published_to=${Date.parse('2025-02-01T00:00:00Z')}`, ['Matematika Wajib Kelas X']],
      [`created_from=${Date.parse('2024-08-01T00:00:00Z')}&created_to=${Date.parse('2024-09-30T00:00:00Z')}`, ['biologi_Sel', 'Fisika Dasar']],
      ['user_ids[]=no_author', ['Sejarah Indonesia']],
    ])('%s → %j', async (query, expected) => {
      expect(await names(query)).toEqual(expected);
    });

    it('filters by creators, with no_author among them', async () => {
      expect(await names(`user_ids[]=${s.editor.id}`)).toEqual(['Matematika Wajib Kelas X']);
      expect(await names(`user_ids[]=${s.editor.id}&user_ids[]=no_author`)).toEqual(['Matematika Wajib Kelas X', 'Sejarah Indonesia']);
      expect(await names(`user_ids=${s.limited.id}`)).toEqual(['Fisika Dasar']);
    });

    it('matches any of the chosen grades and any of the chosen other tags, both when both are chosen', async () => {
      expect(await names(`course_tag_ids[]=${tags.g10.id}&course_tag_ids[]=${tags.g11.id}`)).toEqual(['Fisika Dasar', 'Matematika Wajib Kelas X']);
      expect(await names(`course_tag_ids[]=${tags.remedial.id}`)).toEqual(['Fisika Dasar']);
      expect(await names(`course_tag_ids[]=${tags.g10.id}&course_tag_ids[]=${tags.remedial.id}`)).toEqual([]);
      expect(await names(`course_tag_ids[]=${tags.g11.id}&course_tag_ids[]=${tags.remedial.id}`)).toEqual(['Fisika Dasar']);
    });

    it('filters by subjects, the country’s too', async () => {
      expect(await names(`subject_ids[]=${subjects.mat.id}`)).toEqual(['Matematika Wajib Kelas X']);
      expect(await names(`subject_ids[]=${subjects.country.id}&subject_ids[]=${subjects.mat.id}`)).toEqual(['Fisika Dasar', 'Matematika Wajib Kelas X']);
    });

    it('combines filters', async () => {
      expect(await names(`publish_status=published&q=matematika&user_ids[]=${s.editor.id}`)).toEqual(['Matematika Wajib Kelas X']);
    });
  });

  describe('sorting and paging', () => {
    it('sorts by any column in both directions; never-published courses last', async () => {
      expect(await names('sort_by=name&sort=desc')).toEqual([
        'Sejarah Indonesia', 'Matematika Wajib Kelas X', 'Fisika Dasar', 'biologi_Sel', 'Asesmen Sumatif Matematika',
      ]);
      expect(await names('sort_by=created_at&sort=desc')).toEqual([
        'Asesmen Sumatif Matematika', 'Sejarah Indonesia', 'biologi_Sel', 'Fisika Dasar', 'Matematika Wajib Kelas X',
      ]);
      const published = await names('sort_by=published_at&sort=desc');
      expect(published.slice(0, 2)).toEqual(['Sejarah Indonesia', 'Matematika Wajib Kelas X']);
      expect((await names('sort_by=published_at&sort=asc')).slice(0, 2)).toEqual(['Matematika Wajib Kelas X', 'Sejarah Indonesia']);
      expect(await names('sort_by=updated_at')).toHaveLength(5);
    });

    it('pages with per and page; the headers give the total and the page count', async () => {
      const res = await list('per=2&page=2');
      expect(res.headers['x-pena-count']).toBe('5');
      expect(res.headers['x-pena-pages']).toBe('3');
      expect((res.json() as Summary[]).map((x) => x.name)).toEqual(['Fisika Dasar', 'Matematika Wajib Kelas X']);
      const last = await list('per=2&page=3');
      expect((last.json() as Summary[]).map((x) => x.name)).toEqual(['Sejarah Indonesia']);
      const past = await list('per=2&page=9');
      expect(past.json()).toEqual([]);
      expect(past.headers['x-pena-count']).toBe('5');
      expect(past.headers['x-pena-pages']).toBe('3');
      const empty = await list('q=kimia');
      expect([empty.headers['x-pena-count'], empty.headers['x-pena-pages']]).toEqual(['0', '0']);
    });

    it('pages 15 courses at a time by default', async () => {
      const o = await makeSchool(t.db);
      for (let i = 0; i < 17; i++) await makeCourse(t.db, o.org.id, { name: `Kursus ${String(i).padStart(2, '0')}` });
      const res = await t.app.inject({ url: `/content/organizations/${o.org.id}/courses`, headers: await headersFor(t.db, o.admin) });
      expect(res.json()).toHaveLength(15);
      expect([res.headers['x-pena-count'], res.headers['x-pena-pages']]).toEqual(['17', '2']);
      const second = await t.app.inject({ url: `/content/organizations/${o.org.id}/courses?page=2`, headers: await headersFor(t.db, o.admin) });
      expect((second.json() as Summary[]).map((x) => x.name)).toEqual(['Kursus 15', 'Kursus 16']);
    });
  });

  describe('refusals', () => {
    it('answers 401 without a session', async () => {
      expect((await t.app.inject({ url: `/content/organizations/${s.org.id}/courses` })).statusCode).toBe(401);
    });

    it.each(['restricted', 'unapproved'] as const)('refuses a %s teacher with 403 (cannot view content)', async (who) => {
      const res = await list('', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'permission_error', message: expect.stringMatching(/view the courses/) });
    });

    it('lets a member without a role view the list', async () => {
      expect((await list('', 'noRole')).statusCode).toBe(200);
    });

    it("answers 404 for another organization's courses", async () => {
      const other = await makeSchool(t.db);
      await makeCourse(t.db, other.org.id, { name: 'Rahasia Sekolah Lain' });
      const res = await list('', 'admin', other.org.id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Rahasia');
    });

    it.each(['per=0', 'per=101', 'page=0', 'sort_by=id', 'sort=up', 'publish_status=draft', 'published_from=yesterday', 'course_tag_ids[]=abc', 'user_ids[]=someone'])(
      'answers 422 for %s',
      async (query) => {
        const res = await list(query);
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().fields ?? {})).not.toHaveLength(0);
      },
    );
  });
});
