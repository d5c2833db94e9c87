// The catalogues name content with the screens' words (unit, page); the API with its own
// (bundle, chapter). A key built from a kind the API sends or takes goes through screenWord.
const SCREEN_WORDS = { bundle: 'unit', bundles: 'units', chapter: 'page', chapters: 'pages' } as const;

type ScreenWords = typeof SCREEN_WORDS;
export type ScreenWord<Kind extends string> = Kind extends keyof ScreenWords ? ScreenWords[Kind] : Kind;

/** The catalogue's word for an API kind: `bundle` → `unit`, `chapters` → `pages`; any other kind is its own word. */
export function screenWord<Kind extends string>(kind: Kind): ScreenWord<Kind> {
  return (Object.hasOwn(SCREEN_WORDS, kind) ? SCREEN_WORDS[kind as keyof ScreenWords] : kind) as ScreenWord<Kind>;
}
