// What the first screens download, checked after every `npm run build`
// (docs/product/design.md#web-conventions): the build fails when
// - the login screen's JavaScript (the early load script, the entry, its static imports and
//   modulepreloads, and the larger language catalogue, brotli) grows past LOGIN_JS_BUDGET;
// - the login screen, the course list or an overview would load the editor (TipTap,
//   ProseMirror), MathLive, Sentry or KaTeX before it shows (KaTeX loads with the first
//   formula, web/components/math/lazyLatex.ts);
// - two chunks import each other (the code-splitting groups of vite.config.ts could run a
//   module before one it uses);
// - a language catalogue's chunk imports another (the entry waits for it: a blank page);
// - a Mantine component is used without its styles in web/app/styles/firstScreen.css (the
//   entry's components) or screens.css (the rest).
// It reads only the build: index.html, the chunks' import statements and their sourcemaps.
//   node scripts/checkBundleBudget.ts [outDir]   (default dist/web)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/** Brotli KiB of the login screen's JavaScript: what it measured (215 KiB) plus about 10%. */
const LOGIN_JS_BUDGET_KIB = 237;

/** Screens that must show without the heavy libraries, by the module that renders them. */
const LIGHT_SCREENS: Record<string, string> = {
  'course list': 'web/features/courses/list/CourseListScreen.tsx',
  'course overview': 'web/features/course-tree/course/CourseOverviewScreen.tsx',
  'unit overview': 'web/features/course-tree/unit/UnitOverviewScreen.tsx',
  'topic overview': 'web/features/course-tree/topic/TopicOverviewScreen.tsx',
  'course sidebar': 'web/features/course-tree/sidebar/CourseSidebar.tsx',
};
const HEAVY: [string, RegExp][] = [
  ['the editor (TipTap/ProseMirror)', /node_modules\/(@tiptap|prosemirror-[^/]+)\//],
  ['MathLive', /node_modules\/mathlive\//],
  ['Sentry', /node_modules\/@sentry(-internal)?\//],
  ['KaTeX', /node_modules\/katex\//],
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STYLES = { first: 'web/app/styles/firstScreen.css', screens: 'web/app/styles/screens.css' };

type Build = { dir: string; chunks: string[] };

const read = (build: Build, file: string) => readFileSync(path.join(build.dir, file), 'utf8');

/** The chunks a chunk imports statically (`import … from "./x.js"`; not `import("./x.js")`). */
function staticImports(build: Build, file: string): string[] {
  const code = read(build, file);
  return [...code.matchAll(/import\s*(?:[\w$\s{},*]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => path.posix.join(path.posix.dirname(file), m[1]!));
}

function closure(build: Build, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(build, file));
  }
  return seen;
}

const sourceCache = new Map<string, string[]>();
/** The modules a chunk holds, from its sourcemap (paths from the project root). */
function sources(build: Build, file: string): string[] {
  if (!sourceCache.has(file)) {
    const map = path.join(build.dir, `${file}.map`);
    const list = existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    sourceCache.set(file, list.map((source) => path.relative(root, path.resolve(path.dirname(path.join(build.dir, file)), source)).split(path.sep).join('/')));
  }
  return sourceCache.get(file)!;
}

const brotliCache = new Map<string, number>();
function brotliBytes(build: Build, file: string): number {
  if (!brotliCache.has(file)) {
    const bytes = readFileSync(path.join(build.dir, file));
    brotliCache.set(file, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length);
  }
  return brotliCache.get(file)!;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The login screen: index.html's scripts, its modulepreloads and stylesheets, what they import, and a language catalogue. */
function loginFiles(build: Build): { js: string[]; css: string[] } {
  const html = read(build, 'index.html');
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const local = (href: string | undefined) => (href && href.startsWith('/') && !href.startsWith('//') ? href.slice(1) : null);
  const starts: string[] = [];
  // Classic scripts (the early load) import nothing: the file names they hold are preloads.
  const classic: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script');
    const rel = attribute(tag, 'rel');
    const file = local(isScript ? attribute(tag, 'src') : rel === 'modulepreload' || rel === 'stylesheet' ? attribute(tag, 'href') : undefined);
    if (file && isScript && attribute(tag, 'type') !== 'module') classic.push(file);
    else if (file) starts.push(file);
  }
  // The page's language catalogue, a chunk the entry loads before it renders: the larger of
  // English and Indonesian.
  const catalogues = readdirSync(path.join(build.dir, 'assets'))
    .filter((name) => /^catalogue\.(en|id)-[\w-]+\.js$/.test(name))
    .map((name) => `assets/${name}`);
  if (catalogues.length === 0) throw new Error('No language catalogue chunks (assets/catalogue.en-*.js) in the build');
  starts.push(catalogues.sort((a, b) => brotliBytes(build, b) - brotliBytes(build, a))[0]!);
  const files = [...classic, ...closure(build, starts)];
  return { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
}

function checkLoginBudget(build: Build, login: { js: string[]; css: string[] }): string[] {
  const rows = [...login.js, ...login.css].map((file) => ({ file, raw: readFileSync(path.join(build.dir, file)).length, br: brotliBytes(build, file) }));
  rows.sort((a, b) => b.br - a.br);
  const total = (files: string[]) => files.reduce((sum, file) => sum + brotliBytes(build, file), 0);
  const js = total(login.js);
  console.log('Login screen, cold (brotli):');
  for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${kib(row.raw).padStart(11)} → ${kib(row.br).padStart(10)}`);
  console.log(`  JavaScript ${kib(js)} of ${LOGIN_JS_BUDGET_KIB} KiB; CSS ${kib(total(login.css))}`);
  if (js <= LOGIN_JS_BUDGET_KIB * 1024) return [];
  const biggest = rows.filter((row) => row.file.endsWith('.js')).slice(0, 3).map((row) => `${row.file} (${kib(row.br)})`);
  return [
    `The login screen's JavaScript is ${kib(js)} brotli, over its budget of ${LOGIN_JS_BUDGET_KIB} KiB. Its largest chunks: ${biggest.join(', ')}. ` +
      'Load what the login does not need lazily (web/app/lazyScreens.ts), or raise LOGIN_JS_BUDGET_KIB in scripts/checkBundleBudget.ts if the growth is worth it on a slow phone network.',
  ];
}

function checkLightScreens(build: Build, login: { js: string[] }): string[] {
  const problems: string[] = [];
  const screens: [string, string[]][] = [['login', login.js]];
  for (const [name, module] of Object.entries(LIGHT_SCREENS)) {
    const chunk = build.chunks.find((file) => sources(build, file).includes(module));
    if (!chunk) {
      problems.push(`No chunk holds ${module} (the ${name}): was it moved? Update LIGHT_SCREENS in scripts/checkBundleBudget.ts.`);
      continue;
    }
    screens.push([name, [...login.js, ...closure(build, [chunk])]]);
  }
  for (const [name, files] of screens) {
    for (const file of new Set(files)) {
      for (const [library, pattern] of HEAVY) {
        const module = sources(build, file).find((source) => pattern.test(source));
        if (module) problems.push(`The ${name} loads ${library} before it shows: ${file} holds ${module}. Import it lazily (a dynamic import()) where it is used.`);
      }
    }
  }
  return problems;
}

/**
 * The language catalogues import nothing: the entry waits for the first one before it renders
 * (web/main.tsx), so a catalogue importing the entry would wait for the entry, and the page
 * would stay blank.
 */
function checkCatalogues(build: Build): string[] {
  return build.chunks
    .filter((file) => /^assets\/catalogue\.\w+-[\w-]+\.js$/.test(file))
    .flatMap((file) => {
      const imported = [...closure(build, [file])].filter((other) => other !== file);
      return imported.length === 0 ? [] : [`${file} imports ${imported.join(', ')}: a language catalogue must import nothing (web/i18n/locales/catalogue.*.ts), or the page waits for itself.`];
    });
}

function checkCycles(build: Build): string[] {
  const problems: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      problems.push(`Chunks import each other: ${[...trail.slice(trail.indexOf(file)), file].join(' → ')}. A code-splitting group in vite.config.ts puts modules that depend on each other in different chunks.`);
      return;
    }
    state.set(file, 'open');
    for (const next of staticImports(build, file)) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const chunk of build.chunks) visit(chunk, []);
  return problems;
}

/** Mantine components a chunk uses: each imports its CSS module's class names, `<Name>.module.mjs`. */
function mantineComponents(build: Build, files: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const source of sources(build, file)) {
      const match = /node_modules\/@mantine\/core\/esm\/.+\/([A-Za-z]+)\.module\.mjs$/.exec(source);
      if (match) names.add(match[1]!);
    }
  }
  return names;
}

function importedStyles(file: string): Set<string> {
  const css = readFileSync(path.join(root, file), 'utf8');
  return new Set([...css.matchAll(/@import\s+['"]@mantine\/core\/styles\/([A-Za-z-]+)\.css['"]/g)].map((m) => m[1]!));
}

function checkMantineStyles(build: Build, login: { js: string[] }): string[] {
  const first = importedStyles(STYLES.first);
  const screens = importedStyles(STYLES.screens);
  const problems: string[] = [];
  const entryUses = mantineComponents(build, login.js);
  const missingFirst = [...entryUses].filter((name) => !first.has(name));
  if (missingFirst.length > 0) {
    problems.push(
      `The first screen (the entry chunk) uses Mantine components whose styles ${STYLES.first} lacks: ${missingFirst.join(', ')}. ` +
        `Add @import '@mantine/core/styles/<Name>.css' in the order of @mantine/core/styles.css (and take them out of ${STYLES.screens}).`,
    );
  }
  const missing = [...mantineComponents(build, build.chunks)].filter((name) => !first.has(name) && !screens.has(name) && !entryUses.has(name));
  if (missing.length > 0) {
    problems.push(
      `Screens use Mantine components whose styles neither ${STYLES.first} nor ${STYLES.screens} imports: ${missing.join(', ')}. ` +
        `Add @import '@mantine/core/styles/<Name>.css' to ${STYLES.screens}, in the order of @mantine/core/styles.css.`,
    );
  }
  return problems;
}

function main() {
  const dir = path.resolve(root, process.argv[2] ?? 'dist/web');
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No build in ${dir}: run vite build first.`);
  const chunks = readdirSync(path.join(dir, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
  const build: Build = { dir, chunks };
  if (!chunks.some((file) => existsSync(path.join(dir, `${file}.map`)))) throw new Error(`No sourcemaps in ${dir}: the check reads them (build.sourcemap in vite.config.ts).`);
  const login = loginFiles(build);
  const problems = [...checkLoginBudget(build, login), ...checkLightScreens(build, login), ...checkCycles(build), ...checkCatalogues(build), ...checkMantineStyles(build, login)];
  if (problems.length === 0) {
    console.log('Bundle check passed: the login budget, the light screens, no chunk cycles, catalogues alone, the Mantine styles.');
    return;
  }
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exitCode = 1;
}

main();
