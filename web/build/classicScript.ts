// A build step's browser script written in TypeScript (the service worker, the early load):
// its types and exports stripped, then a call that starts it with what only the build knows.
// Such a script runs as a classic script, where `import` and `export` are syntax errors, so it
// must be one self-contained file.
import fs from 'node:fs/promises';
import { transformWithOxc } from 'vite';

/** `file` as a classic script, followed by `call` (the statement that starts it). */
export async function classicScript(file: string, call: string): Promise<string> {
  const source = await fs.readFile(file, 'utf8');
  const { code } = await transformWithOxc(source, file, { lang: 'ts' });
  const script = code.replace(/^export \{\s*\};?\s*$/gm, '').replace(/^export (?=(?:async )?function |const |let )/gm, '');
  if (/^\s*(?:import|export)\b/m.test(script)) throw new Error(`${file}: a classic script must not import or export`);
  // In a function of its own: nothing but what `call` starts is left on the global scope.
  return `(() => {\n${script}\n${call};\n})();\n`;
}
