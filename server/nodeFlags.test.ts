import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './nodeFlags.ts';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags of the start and pena scripts', () => {
    const { scripts } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['start', 'pena']) expect(scripts[name], name).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} server/main.ts`);
  });
});
