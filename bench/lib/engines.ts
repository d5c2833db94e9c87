// Scratch PostgreSQL databases for the benchmarks (BENCH_DATABASE_URL, else the local server;
// skipped when unreachable), named BENCH_DB_PREFIX (default pena_bench)_<bench>_<pid> and
// dropped afterwards.
import pg from 'pg';

const adminUrl = () => process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a scratch database: its URL and how to drop it; null when PostgreSQL is unreachable. */
export async function createScratchPostgres(bench: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `${process.env.BENCH_DB_PREFIX ?? 'pena_bench'}_${bench}_${process.pid}`;
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(adminUrl());
  target.pathname = `/${name}`;
  const drop = async () => {
    const again = new pg.Client({ connectionString: adminUrl() });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
  return { url: target.toString(), drop };
}

/**
 * Runs `use` with the URL of a scratch PostgreSQL database (BENCH_DATABASE_URL, else the local
 * server), dropped afterwards; answers false when PostgreSQL is unreachable.
 */
export async function withScratchPostgres(bench: string, use: (url: string) => Promise<void>): Promise<boolean> {
  const scratch = await createScratchPostgres(bench);
  if (!scratch) {
    console.log('\nPostgreSQL not reachable; skipped.');
    return false;
  }
  try {
    await use(scratch.url);
    return true;
  } finally {
    await scratch.drop();
  }
}
