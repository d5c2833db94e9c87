// Build step: the early load, the script index.html starts before the app's modules
// (earlyLoadScript.ts), written as /assets/early-<hash>.js with the build's files of each screen
// it may preload: a lazy screen's chunk, the chunks it imports that the entry does not already
// bring, and their styles, by the screen's chunk name (its module's name); 'screens' is the
// styles every lazy screen loads (web/app/lazyScreens.ts). The dev server answers /early.js
// with no files to preload.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { classicScript } from './classicScript.ts';
import type { ScreenFiles } from './earlyLoadScript.ts';

/** The script's address in index.html as written; the build gives it a hashed name. */
export const EARLY_LOAD_FILE = 'early.js';

const scriptFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'earlyLoadScript.ts');

/** What the bundle step needs of an output chunk or asset. */
export type BuiltFile =
  | { type: 'chunk'; fileName: string; name: string; isEntry: boolean; isDynamicEntry: boolean; imports: string[]; viteMetadata?: { importedCss: Set<string> } }
  | { type: 'asset'; fileName: string; names: string[] };

/** Each lazy screen's files (see above), from the bundle. */
export function screenFiles(bundle: Record<string, BuiltFile>): ScreenFiles {
  const chunks = new Map<string, Extract<BuiltFile, { type: 'chunk' }>>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const closure = (start: string[]): string[] => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name) || !chunks.has(name)) return;
      seen.add(name);
      for (const imported of chunks.get(name)!.imports) visit(imported);
    };
    for (const name of start) visit(name);
    return [...seen];
  };
  const withEntry = new Set(closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName)));
  const files: ScreenFiles = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry) continue;
    const own = closure([chunk.fileName]).filter((name) => !withEntry.has(name));
    const styles = own.flatMap((name) => [...(chunks.get(name)!.viteMetadata?.importedCss ?? [])]);
    files[chunk.name] = [...new Set([...own, ...styles])].map((name) => `/${name}`);
  }
  const screens = Object.values(bundle).find((file) => file.type === 'asset' && file.names.some((name) => /(^|\/)screens\.css$/.test(name)));
  if (screens) files.screens = [`/${screens.fileName}`];
  return files;
}

export function earlyLoadSource(files: ScreenFiles): Promise<string> {
  return classicScript(scriptFile, `startEarlyLoad(window, ${JSON.stringify(files)})`);
}

export function earlyLoad(): Plugin {
  return {
    name: 'pena-early-load',
    // First in the head: its reads and preloads start as soon as it arrives.
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${EARLY_LOAD_FILE}`, async: true }, injectTo: 'head-prepend' }],
    configureServer(server) {
      server.middlewares.use(`/${EARLY_LOAD_FILE}`, (_request, response) => {
        void earlyLoadSource({}).then((source) => {
          response.setHeader('content-type', 'text/javascript');
          response.end(source);
        });
      });
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const source = await earlyLoadSource(screenFiles(bundle as unknown as Record<string, BuiltFile>));
        // A name from its content, as the other assets: a returning teacher's browser has it
        // at once (cached for good), so it still runs before the app.
        const fileName = `assets/early-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') throw new Error('early load: the build has no index.html');
        const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        if (!html.includes(`src="/${EARLY_LOAD_FILE}"`)) throw new Error(`early load: index.html does not name /${EARLY_LOAD_FILE}`);
        page.source = html.replace(`src="/${EARLY_LOAD_FILE}"`, `src="/${fileName}"`);
      },
    },
  };
}
