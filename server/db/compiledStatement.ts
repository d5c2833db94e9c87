// A prepared statement's execution made lean. Drizzle's own `execute` maps every
// row by walking its selected fields again (an entity check per column per row, the path of
// each field, tracing spans), which cost the course list about a third of its statement's CPU.
// `compiled` keeps everything Drizzle decided (the SQL text, the statement's name, the driver
// settings such as timestamps kept as text, each column's decoder) and replaces only that walk:
// the parameters' order and each column's key and decoder are read once, when the statement is
// made, and each execution binds the values, sends the statement the same way Drizzle does, and
// maps each row with a plain loop. Statements it does not map (a selection nested deeper than
// one object; a relational query's own mapper) keep Drizzle's `execute`.
// compiledStatement.test.ts checks both give the same rows on each engine.
import { Column, getTableName, is, Param, Placeholder, SQL, Subquery } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import type { PGliteThread } from './pgliteThread/pgliteThread.ts';
import { pgliteNamedStatement } from './pgliteNamed.ts';

type Values = Record<string, unknown>;
type Decode = (raw: unknown) => unknown;
/** A parameter: a fixed value, or a placeholder's name (and the encoder of a typed Param). */
type Bind = { value: unknown } | { name: string; encode?: (value: unknown) => unknown };

/** What Drizzle's prepared queries hold, as this module reads them. */
interface DrizzleStatement {
  execute(values?: Values): Promise<unknown>;
  params: unknown[];
  fields?: Field[];
  customResultMapper?: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
  client: { query(...args: unknown[]): Promise<{ rows: unknown[][] }> };
  queryString: string;
  queryConfig: object;
}

interface Decoder {
  mapFromDriverValue(raw: unknown): unknown;
}

/** An SQL's decoder (Drizzle marks it internal): its mapWith, else the value as it comes. */
const sqlDecoder = (value: SQL) => (value as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder(field._.sql as SQL);
  return sqlDecoder((field as SQL.Aliased).sql);
}

function bindOf(param: unknown): Bind {
  if (is(param, Placeholder)) return { name: param.name };
  if (is(param, Param) && is(param.value, Placeholder)) {
    const encoder = param.encoder;
    return { name: param.value.name, encode: (value) => encoder.mapToDriverValue(value) };
  }
  return { value: param };
}

function bound(binds: Bind[], values: Values): unknown[] {
  const out = new Array<unknown>(binds.length);
  for (let i = 0; i < binds.length; i++) {
    const bind = binds[i]!;
    if ('value' in bind) {
      out[i] = bind.value;
      continue;
    }
    if (!(bind.name in values)) throw new Error(`No value for placeholder "${bind.name}" was provided`);
    const value = values[bind.name];
    out[i] = bind.encode ? bind.encode(value) : value;
  }
  return out;
}

type Field = { path: string[]; field: unknown };

/**
 * Rows (arrays in the selection's order) → objects keyed as selected, each value decoded as
 * Drizzle would, a nested selection (`{ user: userColumns }`) as an object of its own. As in
 * Drizzle's mapResultRow, a nested object of one left-joined table's columns is null when its
 * first column is: the join found no row.
 */
function rowMapper(fields: Field[], joinsNotNullableMap: Record<string, boolean> | undefined): (row: unknown[]) => Record<string, unknown> {
  const n = fields.length;
  const outer = fields.map((f) => f.path[0]!);
  const inner = fields.map((f) => f.path[1]);
  const decoders: Decode[] = fields.map((f) => {
    const decoder = decoderOf(f.field);
    return (raw) => decoder.mapFromDriverValue(raw);
  });
  const objects = [...new Set(fields.filter((f) => f.path.length === 2).map((f) => f.path[0]!))];
  // Each nested object that may be null: the index of its first column; null when that is.
  const nullable: { name: string; first: number }[] = [];
  for (const name of objects) {
    const columns = fields.map((f, index) => ({ f, index })).filter(({ f }) => f.path.length === 2 && f.path[0] === name && is(f.field, Column));
    const tables = new Set(columns.map(({ f }) => getTableName((f.field as Column).table)));
    const [table] = tables;
    if (joinsNotNullableMap && columns.length > 0 && tables.size === 1 && !joinsNotNullableMap[table!]) nullable.push({ name, first: columns[0]!.index });
  }
  return (row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) {
      const raw = row[i];
      const value = raw === null ? null : decoders[i]!(raw);
      const key = inner[i];
      if (key === undefined) {
        out[outer[i]!] = value;
        continue;
      }
      let object = out[outer[i]!] as Record<string, unknown> | undefined;
      if (object === undefined) out[outer[i]!] = object = {};
      object[key] = value;
    }
    for (const { name, first } of nullable) if ((out[name] as Record<string, unknown>)[inner[first]!] === null) out[name] = null;
    return out;
  };
}

/**
 * How a statement is sent: on PostgreSQL as Drizzle sends it (named by its queryConfig); on
 * PGlite, whose Drizzle driver ignores names, as the named statement `name` when there is one
 * (./pgliteNamed.ts), else as an unnamed query.
 */
function senderOf(statement: DrizzleStatement, name: string): ((params: unknown[]) => Promise<{ rows: unknown[] }>) | undefined {
  // (`as unknown`: the checks must not narrow `statement` to Drizzle's classes, whose members it reads are private.)
  if (is(statement as unknown, NodePgPreparedQuery)) return (params) => statement.client.query(statement.queryConfig, params);
  if (!is(statement as unknown, PglitePreparedQuery)) return undefined;
  if (name) return pgliteNamedStatement(statement.client as unknown as PGliteThread, name, statement.queryString, statement.queryConfig);
  return (params) => statement.client.query(statement.queryString, params, statement.queryConfig);
}

function compileOne(statement: DrizzleStatement, name: string): void {
  const { fields } = statement;
  if (!fields || statement.customResultMapper || fields.some((f) => f.path.length > 2)) return;
  const send = senderOf(statement, name);
  if (!send) return;
  const binds = statement.params.map(bindOf);
  const map = rowMapper(fields, statement.joinsNotNullableMap);
  statement.execute = async (values: Values = {}) => ((await send(bound(binds, values))).rows as unknown[][]).map(map);
}

const isStatement = (value: unknown): value is DrizzleStatement => is(value, NodePgPreparedQuery) || is(value, PglitePreparedQuery);

/** The name of one statement of a group built under `name`: unnamed when the group is. */
export const partName = (name: string, part: string): string => (name ? `${name}_${part}` : '');

/**
 * `built` (a Drizzle prepared statement, or an object of them: a statement group) with each
 * statement's `execute` compiled; the same object back. `name` is what prepared.ts named it
 * ('' for unnamed); on PGlite a group's part is named after its key.
 */
export function compiled<T>(built: T, name = ''): T {
  if (isStatement(built)) compileOne(built, name);
  else if (built && typeof built === 'object')
    for (const [key, part] of Object.entries(built)) if (isStatement(part)) compileOne(part, partName(name, key));
  return built;
}
