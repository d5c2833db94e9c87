// The archive's table of contents (`manifest.json`, the first entry of the .tar.gz):
//   manifest.json            this file
//   db/<table>.jsonl         one JSON object per row, keyed by column name (PostgreSQL's to_jsonb),
//                            the same on PGlite and PostgreSQL
//   files/<storage key>      every stored object the database refers to
// Each entry's size and SHA-256 are listed, so a restore checks the whole archive before it
// writes anything.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const FORMAT = 'pena-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';

const entry = z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  format_version: z.number().int(),
  app_version: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  created_at: z.string(),
  migration: z.object({ idx: z.number().int(), tag: z.string(), when: z.number() }),
  tables: z.array(
    z.object({
      name: z.string(),
      rows: z.number().int().min(0),
      columns: z.array(z.string()),
      primary_key: z.array(z.string()),
      sequences: z.array(z.string()),
    }),
  ),
  /** Insert order (tables after those they refer to) and the references set in a second pass. */
  order: z.array(z.string()),
  deferred: z.record(z.string(), z.array(z.string())),
  files: z.object({
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** Objects recorded in uploaded_files that storage no longer had when the backup copied files. */
    missing: z.array(z.string()),
  }),
  /** Every entry but the manifest: path → size and SHA-256. */
  entries: z.record(z.string(), entry),
  notes: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function appVersion(): string {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export const tableEntry = (table: string) => `db/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;

/** A failure the operator must read: a refused target, a corrupt or newer archive. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
