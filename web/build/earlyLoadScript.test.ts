// The early load script as the build writes it, run in the page before the app: the files it preloads for
// a screen, and reads that the app's own data functions then take instead of asking again
// (each app call below is answered by the early read, or the fake API sees it twice).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, ORGANIZATION_COOKIE, SESSION_HINT_COOKIE } from '../../domain/constants.ts';
import { fetchSession } from '../features/auth/data/session.ts';
import { pageApi } from '../features/pages/data/api.ts';
import { fetchPublicConfig } from '../features/config/data/publicConfig.ts';
import { unitApi, courseApi, topicApi } from '../features/course-tree/data/api.ts';
import { fetchCourseList } from '../features/courses/data/courses.ts';
import { parseListParams, toApiQuery } from '../features/courses/list/listParams.ts';
import { fetchOrganization, fetchOrganizations } from '../features/organizations/data/organizations.ts';
import { passageApi } from '../features/passages/data/api.ts';
import { previewApi } from '../features/preview/data/api.ts';
import { questionApi } from '../features/questions/data/api.ts';
import { resolveLanguage } from '../i18n/language.ts';
import { http } from '../lib/http.ts';
import { fakeApi, json } from '../test/fakeApi.ts';
import type { Call } from '../test/fakeApi.ts';
import { session } from '../test/fixtures.ts';
import { earlyLoadSource, screenFiles } from './earlyLoad.ts';
import type { BuiltFile } from './earlyLoad.ts';

const files = {
  'catalogue.en': ['/assets/catalogue.en-1.js'],
  'catalogue.id': ['/assets/catalogue.id-1.js'],
  screens: ['/assets/screens-1.css'],
  CourseListScreen: ['/assets/CourseListScreen-1.js', '/assets/libs~a-1.js', '/assets/CourseListScreen-1.css'],
  CourseSidebar: ['/assets/CourseSidebar-1.js'],
  TopicOverviewScreen: ['/assets/TopicOverviewScreen-1.js'],
  PageScreens: ['/assets/PageScreens-1.js', '/assets/editor-1.js'],
};

let source = '';
beforeEach(async () => {
  source ||= await earlyLoadSource(files);
});

afterEach(() => {
  delete window.penaEarlyReads;
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  for (const name of [ORGANIZATION_COOKIE, SESSION_HINT_COOKIE]) document.cookie = `${name}=; path=/; max-age=0`;
  window.history.replaceState(null, '', '/');
});

/** Opens `address` as the page would, signed in to organization 1 unless told otherwise, and runs the early load script. */
function openPage(address: string, { signedIn = true } = {}): void {
  window.history.replaceState(null, '', address);
  for (const name of [SESSION_HINT_COOKIE, ORGANIZATION_COOKIE]) document.cookie = `${name}=${signedIn ? 1 : ''}; path=/${signedIn ? '' : '; max-age=0'}`;
  new Function(source)();
}

const preloaded = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel}${link.getAttribute('as') ? `:${link.getAttribute('as')}` : ''} ${link.getAttribute('href')}`);
const addresses = (calls: Call[]) => calls.map((call) => `${call.method} ${call.path}${call.search}`);
/** Until the fake API has seen `count` calls (the chained reads answer in later turns). */
async function callsReach(calls: Call[], count: number): Promise<void> {
  for (let turn = 0; turn < 50 && calls.length < count; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the early load', () => {
  it('on the course list: preloads its files and starts the reads the list makes, which the app then takes', async () => {
    const api = fakeApi({
      'GET /public_config': json({}),
      'GET /users/show_current': json(session({ id: 1 })),
      'GET /content/organizations': json([]),
      'GET /content/organizations/1': json({ id: 1 }),
      'GET /content/organizations/1/courses': json([]),
      'GET /users/download_courses_jobs': json([]),
    });
    openPage('/en/');
    expect(preloaded()).toEqual([
      'modulepreload /assets/catalogue.en-1.js',
      'preload:style /assets/screens-1.css',
      'modulepreload /assets/CourseListScreen-1.js',
      'modulepreload /assets/libs~a-1.js',
      'preload:style /assets/CourseListScreen-1.css',
    ]);
    const early = addresses(api.calls);
    expect(early).toHaveLength(6);

    await fetchPublicConfig();
    await expect(fetchSession(1)).resolves.toMatchObject({ status: 'signedIn' });
    await fetchOrganizations();
    await fetchOrganization(1);
    await fetchCourseList(1, toApiQuery(parseListParams(new URLSearchParams())));
    await http.get('/users/download_courses_jobs');
    expect(addresses(api.calls)).toEqual(early);

    // Taken once: the next read asks the server.
    await fetchOrganizations();
    expect(api.calls).toHaveLength(7);
  });

  it('does not read a list whose address names filters (the app asks for those itself)', () => {
    const api = fakeApi({});
    openPage('/id/?q=biologi');
    expect(addresses(api.calls).filter((call) => call.includes('/courses'))).toEqual([]);
  });

  it('on a topic: reads the topic, then the tree of the course its reply names', async () => {
    const api = fakeApi({
      'GET /content/topics/41': json({ id: 41, course_id: 4 }),
      'GET /content/courses/4/show_tree': json({ id: 4, bundles: [] }),
    });
    openPage('/en/topics/41/questions');
    expect(preloaded()).toEqual([
      'modulepreload /assets/catalogue.en-1.js',
      'preload:style /assets/screens-1.css',
      'modulepreload /assets/CourseSidebar-1.js',
      'modulepreload /assets/TopicOverviewScreen-1.js',
    ]);
    await callsReach(api.calls, 5);
    const early = addresses(api.calls);
    expect(early).toContain('GET /content/courses/4/show_tree');

    await topicApi.get(41);
    await courseApi.tree(4);
    expect(addresses(api.calls)).toEqual(early);
  });

  it('on the course, unit, page, question and passage editors and the preview: the reads their screens make', async () => {
    const cases: [string, (() => Promise<unknown>)[], Record<string, unknown>][] = [
      ['/en/courses/4', [() => courseApi.tree(4), () => courseApi.get(4)], {}],
      ['/en/bundles/14', [() => unitApi.get(14), () => courseApi.tree(4)], { 'GET /content/bundles/14': json({ id: 14, course_id: 4 }) }],
      ['/id/chapters/5', [() => pageApi.get(5), () => topicApi.get(41)], { 'GET /content/chapters/5': json({ id: 5, topic_id: 41 }) }],
      ['/en/questions/11', [() => questionApi.get(11), () => topicApi.get(41)], { 'GET /map/questions/11': json({ id: 11, topic_id: 41 }) }],
      ['/en/passages/3', [() => passageApi.get(3), () => topicApi.get(41)], { 'GET /map/passages/3': json({ id: 3, topic_id: 41 }) }],
      ['/en/preview/abc.def', [() => previewApi.topic('abc.def', 'draft')], {}],
      ['/en/preview/abc.def?version=published', [() => previewApi.topic('abc.def', 'published')], {}],
    ];
    for (const [address, reads, answers] of cases) {
      const api = fakeApi({ ...Object.fromEntries(Object.keys(answers).map((key) => [key, answers[key] as never])), 'GET /content/courses/4': json({ id: 4 }) });
      openPage(address);
      const wanted = address.includes('/preview/') ? 2 : 3 + reads.length;
      await callsReach(api.calls, wanted);
      const early = addresses(api.calls);
      expect(early, address).toHaveLength(wanted);
      for (const read of reads) await read().catch(() => undefined);
      expect(addresses(api.calls), address).toEqual(early);
      delete window.penaEarlyReads;
    }
  });

  it('starts nothing when the app started first (its modules came from the cache sooner)', () => {
    const api = fakeApi({});
    window.penaAppStarted = true;
    try {
      openPage('/en/courses/4');
    } finally {
      delete window.penaAppStarted;
    }
    expect(api.calls).toEqual([]);
    expect(preloaded()).toEqual([]);
    expect(window.penaEarlyReads).toBeUndefined();
  });

  it('reads nothing but the public settings when nobody is signed in here, and preloads the page’s language', () => {
    const api = fakeApi({});
    openPage('/id/courses/4', { signedIn: false });
    expect(addresses(api.calls)).toEqual(['GET /public_config']);
    expect(preloaded()).toEqual(['modulepreload /assets/catalogue.id-1.js']);
  });

  it('writes the address’s language to the cookie before it reads, so the server answers in it', () => {
    const api = fakeApi({});
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    let cookieAtRead = '';
    api.fetch.mockImplementation(async () => {
      cookieAtRead ||= document.cookie;
      return new Response('{}', { status: 200 });
    });
    try {
      openPage('/id/courses/4');
      expect(cookieAtRead).toContain(`${LANGUAGE_COOKIE}=id`);
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
    }
  });

  it('takes the language from the cookie when the address has none, as the app does', () => {
    fakeApi({});
    document.cookie = `${LANGUAGE_COOKIE}=id; path=/`;
    try {
      openPage('/', { signedIn: false });
      expect(preloaded()).toEqual(['modulepreload /assets/catalogue.id-1.js']);
      expect(resolveLanguage('/', 'id')).toBe('id');
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
    }
  });

  it('is dropped by a write: the write may have changed what was read', async () => {
    const api = fakeApi({ 'GET /content/courses/4': json({ id: 4 }), 'PUT /content/courses/4': json({ id: 4 }) });
    openPage('/en/courses/4');
    const before = api.calls.length;
    await http.put('/content/courses/4', {});
    await courseApi.get(4);
    expect(addresses(api.calls.slice(before))).toEqual(['PUT /content/courses/4', 'GET /content/courses/4']);
  });
});

describe('the files of each screen', () => {
  const chunk = (fileName: string, name: string, imports: string[], more: Partial<Extract<BuiltFile, { type: 'chunk' }>> = {}): BuiltFile => ({
    type: 'chunk',
    fileName,
    name,
    isEntry: false,
    isDynamicEntry: false,
    imports,
    ...more,
  });

  it('are its chunk, what it imports that the entry does not bring, their styles, and the styles all screens share', () => {
    const bundle: Record<string, BuiltFile> = {
      'assets/index-1.js': chunk('assets/index-1.js', 'index', ['assets/react-1.js'], { isEntry: true }),
      'assets/react-1.js': chunk('assets/react-1.js', 'react', []),
      'assets/Topic-1.js': chunk('assets/Topic-1.js', 'TopicOverviewScreen', ['assets/react-1.js', 'assets/libs-1.js'], {
        isDynamicEntry: true,
        viteMetadata: { importedCss: new Set(['assets/Topic-1.css']) },
      }),
      'assets/libs-1.js': chunk('assets/libs-1.js', 'libs', ['assets/libs-2.js']),
      'assets/libs-2.js': chunk('assets/libs-2.js', 'libs', ['assets/libs-1.js']),
      'assets/screens-1.css': { type: 'asset', fileName: 'assets/screens-1.css', names: ['screens.css'] },
    };
    expect(screenFiles(bundle)).toEqual({
      TopicOverviewScreen: ['/assets/Topic-1.js', '/assets/libs-1.js', '/assets/libs-2.js', '/assets/Topic-1.css'],
      screens: ['/assets/screens-1.css'],
    });
  });
});
