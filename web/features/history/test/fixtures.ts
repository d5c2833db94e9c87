// Version history as the server keeps it, for component tests: versions with their documents,
// and the fake server's handlers for an item's history — the list newest first, paged with
// X-Pena-Count / X-Pena-Pages and filtered by kind, one version, and the restore, which the
// test answers through the item's own fake store (a stale lock_version answers 409 there).
import { COUNT_HEADER, PAGES_HEADER } from '../../../../domain/constants.ts';
import type { Version, VersionSummary } from '../../../../domain/schemas/history.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler, Reply } from '../../../test/fakeApi.ts';

export const author = { id: 1, name: 'Siti Rahmawati' };

export function version(id: number, document: Record<string, unknown>, overrides: Partial<Version> = {}): Version {
  const stamp = new Date(Date.UTC(2026, 2, 1, 8, 0) + id * 3600_000).toISOString();
  return { id, kind: 'edited', author, created_at: stamp, saved_at: stamp, lock_version: id, source: null, document, ...overrides };
}

export function summaryOf({ document: _document, ...summary }: Version): VersionSummary {
  return summary;
}

type Options = {
  /** Newest first, as the server lists them. */
  versions: Version[];
  /** The restore of `version` over `lockVersion`: the item's save reply, or a 409. */
  restore?: (version: Version, lockVersion: number) => Reply;
};

/** Handlers for the history of the item at `path` ("/content/chapters/501"). */
export function historyHandlers(path: string, { versions, restore }: Options): Record<string, Handler> {
  const handlers: Record<string, Handler> = {
    [`GET ${path}/versions`]: ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const per = Number(url.searchParams.get('per') ?? 15);
      const kind = url.searchParams.get('kind');
      const listed = versions.filter((v) => !kind || v.kind === kind);
      const body = listed.slice((page - 1) * per, page * per).map(summaryOf);
      return { status: 200, body, headers: { [COUNT_HEADER]: String(listed.length), [PAGES_HEADER]: String(Math.max(1, Math.ceil(listed.length / per))) } };
    },
  };
  for (const v of versions) {
    handlers[`GET ${path}/versions/${v.id}`] = () => json(v);
    handlers[`POST ${path}/versions/${v.id}/restore`] = ({ body }) =>
      restore ? restore(v, (body as { lock_version: number }).lock_version) : json({ error: 'forbidden', message: 'Forbidden' }, 403);
  }
  return handlers;
}
