// Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/db.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const dataDir = path.join(config.dataDir, 'db');
  fs.mkdirSync(dataDir, { recursive: true });
  return openDatabase({ kind: 'pglite', dataDir });
}
