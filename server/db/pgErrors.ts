// PostgreSQL error codes a write may meet when another request changed the same rows: both
// drivers (pg, PGlite) put the code on the error, Drizzle on its cause.
const codeOf = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/** A unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown): boolean => codeOf(error) === '23505';

/** A foreign key refused the row: what it points at is gone (23503). */
export const isForeignKeyViolation = (error: unknown): boolean => codeOf(error) === '23503';
