// CHECK-constraint helpers. Pena stores closed value sets as `text` (not pg enums, which
// are awkward to change in a migration) and guards them with a cheap CHECK.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `column IN ('a', 'b', …)`; a NULL column passes, as with any CHECK. */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}
