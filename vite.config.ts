// Vite builds the web app (web/ → dist/web) and proxies API calls to the server in dev.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vitest/config';
import { compressAssets } from './web/build/compressAssets.ts';
import { earlyLoad } from './web/build/earlyLoad.ts';
import { serviceWorker } from './web/build/serviceWorker.ts';

const apiTarget = process.env.PENA_API_URL ?? 'http://localhost:3000';
const apiPrefixes = ['/map', '/content', '/users', '/jobs', '/importing', '/public_config', '/healthz', '/api', '/files', '/storage', '/preview'];

/**
 * A feature's or shared component's index.ts: its public face, which only re-exports (the
 * rich-text editor's extensions/index.ts is not one: it builds the extension list).
 */
function isReexportIndex(id: string): boolean {
  return /[\\/]web[\\/](features|components)[\\/].+[\\/]index\.ts$/.test(id) && !/[\\/]richText[\\/]extensions[\\/]index\.ts$/.test(id);
}

/** Modules below the features (they import no screen), without the editor, math and error reports. */
function isSharedLayer(id: string): boolean {
  if (/[\\/]node_modules[\\/]/.test(id)) return false;
  if (/[\\/]web[\\/](components[\\/](richText|math|editor)|lib[\\/]errorReports)/.test(id)) return false;
  return /[\\/](web[\\/](components|lib)|domain)[\\/]/.test(id);
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // The early load first (index.html names its file), then the service worker, which lists
  // the shell's files; compression last, over everything written.
  plugins: [react(), earlyLoad(), serviceWorker(), compressAssets()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Importing one thing from a feature's index.ts must not bring everything it re-exports
      // (another feature's screens, and through them the editor): nothing in it runs on import.
      treeshake: { moduleSideEffects: (id) => (isReexportIndex(id) ? false : undefined) },
      output: {
        // Named chunks for what the first screen needs and for the heavy libraries of a few
        // screens; the rest Rolldown splits by use, so a screen loads the parts of Mantine, zod
        // and the app that its own modules import, and never the editor for a list.
        codeSplitting: {
          // A group takes only what its test names; the editor's React stays in the react chunk.
          includeDependenciesRecursively: false,
          groups: [
            // The editors' libraries load with the editors, not at first paint.
            { name: 'mathlive', test: /node_modules[\\/]mathlive[\\/]/, priority: 30 },
            // Error reports load only when the server names a Sentry DSN (web/lib/errorReports.ts),
            // with the one library of theirs outside @sentry (else the two chunks import each other).
            { name: 'sentry', test: /node_modules[\\/](@sentry(-internal)?|web-vitals)[\\/]/, priority: 28 },
            // Math outside the editors (lists, trees, previews) loads KaTeX alone, when a formula
            // is on screen (web/components/math/lazyLatex.ts); the editors import the same chunk.
            { name: 'katex', test: /node_modules[\\/]katex[\\/]/, priority: 26 },
            { name: 'editor', test: /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/, priority: 25 },
            // Every screen runs on React and the router: one long-cached chunk.
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
            // Everything else the first screen imports statically (the login screen, the gates,
            // the layouts, i18n, the parts of Mantine they use) in the entry's one chunk: on a
            // slow network each extra request of the first load costs a round trip.
            { name: 'index', tags: ['$initial'], priority: 10 },
            // Libraries shared by several screens, in one chunk: on HTTP/1.1 (six connections) a
            // screen that needs forty small chunks waits for seven rounds of requests, longer
            // than the bytes a merged chunk adds (one chunk per set of screens was 10 requests
            // for a topic and more bytes in all).
            { name: 'libs', test: /node_modules[\\/]/, priority: 5, minShareCount: 2 },
            // The app's lower layers (shared components, lib, domain) used by several screens, in
            // one chunk likewise. Not the editor, math or error reports (their own chunks above),
            // so lists never load them.
            { name: 'shared', test: (id) => isSharedLayer(id), priority: 4, minShareCount: 2 },
            // The features' API calls, query keys, hooks and address builders shared by several
            // screens, likewise.
            { name: 'data', test: /[\\/]web[\\/]features[\\/](.+[\\/]data[\\/]|.+[\\/]\w*[pP]aths\.ts$)/, priority: 3, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // ws: the live connection (/map/live) is a WebSocket upgrade on an API path.
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false, ws: prefix === '/map' }])),
  },
  // Component tests: vitest.config.ts runs the `web` project on this config (jsdom);
  // this setup file adds what jsdom lacks and cleans the document after each test.
  test: {
    setupFiles: [fileURLToPath(new URL('web/test/setup.ts', import.meta.url))],
  },
});
