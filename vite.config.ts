// Vite builds the web app (web/ → dist/web) and proxies API calls to the server in dev.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vitest/config';
import { compressAssets } from './web/build/compressAssets.ts';
import { serviceWorker } from './web/build/serviceWorker.ts';

const apiTarget = process.env.PENA_API_URL ?? 'http://localhost:3000';
const apiPrefixes = ['/map', '/content', '/users', '/jobs', '/importing', '/public_config', '/healthz', '/api', '/files', '/storage', '/preview'];

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // The service worker first: it lists the assets; compression last, over everything written.
  plugins: [react(), serviceWorker(), compressAssets()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: keep them in their own cached chunks.
        codeSplitting: {
          // A group takes only what its test names; the editor's React stays in the react chunk.
          includeDependenciesRecursively: false,
          groups: [
            // The editors' libraries load with the editors, not at first paint.
            { name: 'mathlive', test: /node_modules[\\/]mathlive[\\/]/, priority: 30 },
            // Error reports load only when the server names a Sentry DSN (web/lib/errorReports.ts).
            { name: 'sentry', test: /node_modules[\\/]@sentry(-internal)?[\\/]/, priority: 28 },
            { name: 'editor', test: /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|katex|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/, priority: 25 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
            { name: 'mantine', test: /node_modules[\\/]@(mantine|floating-ui)[\\/]/, priority: 15 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  // Component tests: vitest.config.ts runs the `web` project on this config (jsdom);
  // this setup file adds what jsdom lacks and cleans the document after each test.
  test: {
    setupFiles: [fileURLToPath(new URL('web/test/setup.ts', import.meta.url))],
  },
});
