// What a page starts before the app's modules arrive, served as /assets/early-<hash>.js (a classic async
// script named in index.html). The build (earlyLoad.ts) strips its types and exports and
// appends `startEarlyLoad(window, <files>)`, so it must stay one self-contained file.
//
// On a slow network the app's entry takes a second or more to arrive and run; only then would
// it ask for the screen's code and, screen by screen, for its data. Here, for the screens a
// teacher opens first (the course list, the course, unit and topic overviews, the editors and
// the learner preview), the same address is read off `location`:
// - the screen's chunks and styles are preloaded (`files`, from the build), beside the entry;
// - the reads the screen will make are started (the session first, then what the screen
//   shows, and what those replies name: a topic's course tree). web/lib/earlyReads.ts hands
//   each reply, once, to the app's first GET of the same address.
// An address it does not know is left to the app (web/app/preloadScreens.ts and the screens'
// own queries); a read that is not the app's (a list with filters in its address) is not made.
// The cookie names are domain/constants.ts's; web/build/earlyLoadScript.test.ts runs this file
// and checks its addresses against the app's.

/**
 * The build's files per chunk name: a lazy screen's (its module's name), 'screens' (the
 * styles they share) and each language's catalogue ('catalogue.en', 'catalogue.id').
 */
export type ScreenFiles = Record<string, string[]>;

/** A reply started early, by its address (path and query, as the app builds it). */
export type EarlyReads = Record<string, Promise<Response | null>>;

type EarlyWindow = Pick<Window, 'location' | 'document' | 'fetch'> & { penaEarlyReads?: EarlyReads; penaAppStarted?: boolean };

/** The list's own query when its address names none (listParams.ts toApiQuery of the default state). */
export const DEFAULT_COURSE_LIST_QUERY = '?sort_by=name&sort=asc&page=1&per=15';

export function startEarlyLoad(win: EarlyWindow, files: ScreenFiles): void {
  // The app ran first (its modules came from the cache sooner than this script): it reads
  // and loads what it needs itself, and would not take what this started.
  if (win.penaAppStarted) return;
  const { document: doc, location } = win;
  const cookie = (name: string): string | null => {
    const found = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(doc.cookie);
    return found ? found[1]! : null;
  };
  const reads: EarlyReads = {};
  win.penaEarlyReads = reads;

  const read = (url: string): Promise<Response | null> =>
    (reads[url] ??= win.fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).catch(() => null));
  /** When `url` answers 200, the read its body names (the app asks it next). */
  const then = (url: string, next: (body: Record<string, unknown>) => string | null): void => {
    void read(url).then((response) => {
      if (!response?.ok) return;
      response
        .clone()
        .json()
        .then((body: Record<string, unknown>) => {
          const following = next(body);
          if (following) void read(following);
        })
        .catch(() => undefined);
    });
  };
  const preloadFiles = (names: string[]): void => {
    for (const name of names) {
      for (const file of files[name] ?? []) {
        const link = doc.createElement('link');
        if (file.endsWith('.css')) {
          link.rel = 'preload';
          link.setAttribute('as', 'style');
        } else link.rel = 'modulepreload';
        link.href = file;
        doc.head.appendChild(link);
      }
    }
  };
  const preload = (screens: string[]): void => preloadFiles(['screens', ...screens]);
  const courseTree = (body: Record<string, unknown>) => (typeof body.course_id === 'number' ? `/content/courses/${body.course_id}/show_tree` : null);
  const topic = (body: Record<string, unknown>) => (typeof body.topic_id === 'number' ? `/content/topics/${body.topic_id}` : null);

  // The page's language (web/i18n/language.ts resolveLanguage: the address, else the
  // language cookie, else English): its catalogue is the app's first need.
  const addressLanguage = /^\/(en|id)(?:\/|$)/.exec(location.pathname)?.[1];
  const cookieLanguage = cookie('pena_lang');
  // The server answers in the language cookie's language; the app writes the address's
  // language there as it starts (app/LanguageLayout.tsx), so the reads started here do it first.
  if (addressLanguage && cookieLanguage !== addressLanguage) doc.cookie = `pena_lang=${addressLanguage}; path=/; max-age=31536000; SameSite=Lax`;
  preloadFiles([`catalogue.${addressLanguage ?? (cookieLanguage === 'id' || cookieLanguage === 'en' ? cookieLanguage : 'en')}`]);

  void read('/public_config');
  const path = location.pathname.replace(/\/+$/, '');
  const preview = /^\/(?:en|id)\/preview\/([^/]+)$/.exec(path);
  if (preview) {
    preload(['PreviewScreen']);
    const version = new URLSearchParams(location.search).get('version') === 'published' ? 'published' : 'draft';
    void read(`/preview/${preview[1]}?version=${version}`);
    return;
  }

  // Signed in here (the session hint cookie), in a known school: the reads below answer.
  if (cookie('pena_session') === null) return;
  const organization = Number(cookie('pena_organization_id'));
  const known = Number.isInteger(organization) && organization > 0;
  void read(`/users/show_current${known ? `?organization_id=${organization}` : ''}`);
  if (!known) return;
  void read('/content/organizations');

  let match: RegExpExecArray | null;
  if (/^\/(?:en|id)$/.test(path)) {
    preload(['CourseListScreen']);
    if (location.search === '') void read(`/content/organizations/${organization}/courses${DEFAULT_COURSE_LIST_QUERY}`);
    void read(`/content/organizations/${organization}`);
    void read('/users/download_courses_jobs');
  } else if ((match = /^\/(?:en|id)\/courses\/(\d+)$/.exec(path))) {
    preload(['CourseSidebar', 'CourseOverviewScreen']);
    void read(`/content/courses/${match[1]}/show_tree`);
    void read(`/content/courses/${match[1]}`);
  } else if ((match = /^\/(?:en|id)\/bundles\/(\d+)$/.exec(path))) {
    preload(['CourseSidebar', 'UnitOverviewScreen']);
    then(`/content/bundles/${match[1]}`, courseTree);
  } else if ((match = /^\/(?:en|id)\/topics\/(\d+)(?:\/questions)?$/.exec(path))) {
    preload(['CourseSidebar', 'TopicOverviewScreen']);
    then(`/content/topics/${match[1]}`, courseTree);
  } else if ((match = /^\/(?:en|id)\/chapters\/(\d+)$/.exec(path))) {
    preload(['PageScreens']);
    then(`/content/chapters/${match[1]}`, topic);
  } else if ((match = /^\/(?:en|id)\/questions\/(\d+)$/.exec(path))) {
    preload(['QuestionEditorScreen']);
    then(`/map/questions/${match[1]}`, topic);
  } else if ((match = /^\/(?:en|id)\/passages\/(\d+)$/.exec(path))) {
    preload(['PassageScreens']);
    then(`/map/passages/${match[1]}`, topic);
  }
}
