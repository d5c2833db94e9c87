import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors.ts';
import { ACTOR_ID, policyActors } from '../test/policyActors.ts';
import { authorizeCancelDownloadJob, authorizeDownloadCourses, authorizeRetryDownloadJob, canDownloadCourses, canViewDownloadJob, type DownloadJobRecord } from './downloads.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];
const job = (over: Partial<DownloadJobRecord> = {}): DownloadJobRecord => ({ organizationId: 1, userId: ACTOR_ID, kind: 'download_courses', status: 'processing', ...over });
const status = (fn: () => void) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return (err as AppError).statusCode;
  }
};

describe('download policy', () => {
  // Whoever sees the course list may download it: restricted and unapproved members may not.
  it.each(names)('starting a download: %s', (name) => {
    const allowed = !['restricted', 'unapproved'].includes(name);
    expect(canDownloadCourses(actors[name])).toBe(allowed);
    expect(status(() => authorizeDownloadCourses(actors[name]))).toBe(allowed ? 'ok' : 403);
  });

  const table: [string, DownloadJobRecord, boolean][] = [
    ['own download job', job(), true],
    ["another user's", job({ userId: ACTOR_ID + 1 }), false],
    ['own, an organization left since', job({ organizationId: 2 }), false],
    ['own job of another kind', job({ kind: 'publish' }), false],
  ];
  for (const [what, record, allowed] of table) {
    it.each(names)(`viewing ${what}: %s → ${allowed}`, (name) => {
      expect(canViewDownloadJob(ACTOR_ID, [actors[name]], record)).toBe(allowed);
      expect(status(() => authorizeCancelDownloadJob(ACTOR_ID, [actors[name]], record))).toBe(allowed ? 'ok' : 404);
    });
  }

  it('cancels only a pending or processing job (else 422)', () => {
    for (const s of ['pending', 'processing'] as const) expect(status(() => authorizeCancelDownloadJob(ACTOR_ID, [actors.editor], job({ status: s })))).toBe('ok');
    for (const s of ['completed', 'failed', 'cancelled'] as const) expect(status(() => authorizeCancelDownloadJob(ACTOR_ID, [actors.editor], job({ status: s })))).toBe(422);
  });

  it('retries only an own failed or cancelled job of the same organization, once (else 422)', () => {
    const retry = (record: DownloadJobRecord | undefined, org = 1) => status(() => authorizeRetryDownloadJob(ACTOR_ID, [actors.editor], record, org));
    expect(retry(job({ status: 'failed' }))).toBe('ok');
    expect(retry(job({ status: 'cancelled' }))).toBe('ok');
    expect(retry(job({ status: 'completed' }))).toBe(422);
    expect(retry(job({ status: 'processing' }))).toBe(422);
    expect(retry(job({ status: 'failed', retriedBy: 'x' }))).toBe(422);
    expect(retry(job({ status: 'failed', userId: ACTOR_ID + 1 }))).toBe(422);
    expect(retry(job({ status: 'failed' }), 2)).toBe(422);
    expect(retry(undefined)).toBe(422);
  });
});
