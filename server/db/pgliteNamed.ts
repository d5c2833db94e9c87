// A named prepared statement on PGlite. PGlite's query() sends each statement as
// an unnamed Parse, so its one backend parses, analyzes and plans the statement again on every
// request: about 1.5 ms of the large course's tree. Here the statement is parsed once under its
// name (with a Describe that gives its parameters' types), and each execution sends only
// Bind, Describe, Execute and Sync, in one message, under the same locks query() takes (so it
// waits for an open transaction as query() does). Values are serialized and rows parsed with the
// instance's own serializers and parsers, as query() does. The name lives as long as the
// instance: prepared.ts bounds how many it gives out.
import { parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { PGliteThread } from './pgliteThread/pgliteThread.ts';

const { serialize } = protocol;

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** The parameters' type ids from a Describe's ParameterDescription. */
function parameterTypes(messages: { name: string }[]): number[] {
  const description = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
  return description?.dataTypeIDs ?? [];
}

/** Runs `text` on `client` as the statement `name`, with `options` as query() takes them. */
export function pgliteNamedStatement(client: PGliteThread, name: string, text: string, options: QueryOptions): (params: unknown[]) => Promise<Results<unknown>> {
  let types: number[] | undefined;

  // Parsing is not an execution of its own: as on PostgreSQL, where the first execution's one
  // query carries the Parse, it goes through execProtocolStream, and each execution through one
  // execProtocol (what server/test/queries.ts and bench/lib/statements.ts count).
  const prepare = async () => {
    const messages = await client.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
    types = parameterTypes(messages);
  };

  const run = async (params: unknown[]) => {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[types![i]!];
      return serializer ? serializer(value) : String(value);
    });
    const message = joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
    const { messages } = await client.execProtocol(message);
    return parse.parseResults(messages, client.parsers, options)[0] as Results<unknown>;
  };

  return async (params) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!types) await prepare();
        return run(params);
      }),
    );
  };
}
