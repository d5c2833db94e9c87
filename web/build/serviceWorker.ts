// Build step: the service worker that precaches the app shell, written as /sw.js (the root, so
// its scope is the whole app). The worker's code is serviceWorkerScript.ts; this step adds what
// only the build knows: the shell's files (read off the built index.html) and a version taken
// from their content, so every build that changes the app is a new worker for the browsers.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { classicScript } from './classicScript.ts';
import { SERVICE_WORKER_PATH } from './serviceWorkerScript.ts';
import type { ShellManifest } from './serviceWorkerScript.ts';

const SERVICE_WORKER_FILE = SERVICE_WORKER_PATH.slice(1);

/** server/app.ts API_PREFIXES (a test keeps them equal): requests the worker never answers. */
export const API_PREFIXES = ['/map', '/content', '/users', '/jobs', '/importing', '/public_config', '/healthz', '/api', '/files', '/storage', '/preview', '/metrics'];

const scriptFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serviceWorkerScript.ts');

/**
 * The shell: the page itself ('/', which the server answers with index.html and its
 * security headers) and every same-origin file index.html names: the entry script, the
 * chunks it preloads, its styles, the icon.
 */
export function shellPaths(html: string): string[] {
  const named = [...html.matchAll(/\b(?:src|href)="(\/[^"/][^"]*)"/g)].map((match) => match[1]!);
  return [...new Set(['/', ...named])];
}

/** The worker as the browser runs it: the script without types or exports, then its start. */
export function serviceWorkerSource(manifest: ShellManifest): Promise<string> {
  return classicScript(scriptFile, `startServiceWorker(self, ${JSON.stringify(manifest)})`);
}

/** A short hash of everything the shell is made of, and of the worker's own code. */
export function shellVersion(parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pena-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle (its build-html step).
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') throw new Error(`${SERVICE_WORKER_FILE}: the build has no index.html`);
        const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        const precache = shellPaths(html);
        // The content of each file: hashed names carry theirs already; the others (the page,
        // the icon from public/) are read.
        const parts: Array<string | Uint8Array> = [html, await fs.readFile(scriptFile, 'utf8')];
        for (const file of precache) {
          if (file === '/' || file.startsWith('/assets/')) {
            parts.push(file);
            continue;
          }
          const inBundle = bundle[file.slice(1)];
          if (inBundle) parts.push(inBundle.type === 'asset' ? inBundle.source : inBundle.code);
          else if (config.publicDir) parts.push(await fs.readFile(path.join(config.publicDir, file)));
        }
        const manifest: ShellManifest = { version: shellVersion(parts), precache, apiPrefixes: API_PREFIXES };
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: await serviceWorkerSource(manifest) });
      },
    },
  };
}
