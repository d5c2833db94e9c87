// What bench/history.ts and its seeding process (bench/lib/historySeed.ts) share.

export const PASSWORD = 'bench-password';
/** The words of every page the benchmark stores and saves. */
export const PAGE_WORDS = 2000;
/** Versions of the page whose history is listed and restored. */
export const HISTORY_VERSIONS = 5000;
/** Versions of the page whose storage is measured. */
export const STORAGE_VERSIONS = 100;

export interface StorageFigures {
  versions: number;
  /** Averages per version, bytes: as stored (pg_column_size), as JSON text, as jsonb before compression. */
  stored: number;
  jsonText: number;
  jsonbUncompressed: number;
  /** Growth of item_versions (heap, TOAST, indexes) per version, bytes. */
  relationPerVersion: number;
  /** default_toast_compression: pglz or lz4. */
  compression: string;
}

export interface HistorySeed {
  organizationId: number;
  emails: [string, string];
  topicId: number;
  /** history mode: the page with HISTORY_VERSIONS versions, and versions of it to restore. */
  historyPageId?: number;
  restorable?: number[];
  storage?: StorageFigures;
  seconds: number;
}
