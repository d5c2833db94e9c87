// Seeds the large organization (bench/seedLarge.ts) into one database with the code of the
// checkout at <root> (the working tree, or a baseline's worktree with its older schema), in a
// process of its own: `node bench/lib/seedRunner.ts <root> <postgres URL | PGlite directory>`.
// Migrates, seeds, analyzes (PostgreSQL), closes, and prints {large, seconds} as JSON.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Client from '../../server/db/client.ts';
import type * as SeedLarge from '../seedLarge.ts';

const [root, target] = process.argv.slice(2);
if (!root || !target) throw new Error('usage: seedRunner.ts <root> <postgres URL | PGlite directory>');
const from = (file: string) => pathToFileURL(path.join(root, file)).href;
const { openDatabase } = (await import(from('server/db/client.ts'))) as typeof Client;
const { seedLarge } = (await import(from('bench/seedLarge.ts'))) as typeof SeedLarge;
const database = await openDatabase(target.startsWith('postgres') ? { kind: 'postgres', url: target } : { kind: 'pglite', dataDir: target });
await database.migrate();
const started = performance.now();
const large = await seedLarge(database.db);
const seconds = (performance.now() - started) / 1000;
if (database.kind === 'postgres') await database.executeSql('analyze');
await database.close();
process.stdout.write(JSON.stringify({ large, seconds }));
