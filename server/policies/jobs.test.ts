import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ACTOR_ID, policyActors } from '../test/policyActors.ts';
import { authorizeViewJob, canViewJob, type JobOwner } from './jobs.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];

// Every role reads its own jobs; nobody reads another user's, nor a job of an organization
// they are not a member of (any more).
const table: [string, JobOwner, boolean][] = [
  ['own job, own organization', { organizationId: 1, userId: ACTOR_ID }, true],
  ["another user's job, same organization", { organizationId: 1, userId: ACTOR_ID + 1 }, false],
  ['own job, an organization left since', { organizationId: 2, userId: ACTOR_ID }, false],
  ['a job whose starter was deleted', { organizationId: 1, userId: null }, false],
];

describe('job policy', () => {
  for (const [what, job, allowed] of table) {
    it.each(names)(`${what}: %s → ${allowed}`, (name) => {
      expect(canViewJob(ACTOR_ID, [actors[name]], job)).toBe(allowed);
      if (allowed) expect(() => authorizeViewJob(ACTOR_ID, [actors[name]], job)).not.toThrow();
      else expect(() => authorizeViewJob(ACTOR_ID, [actors[name]], job)).toThrow(AppError);
    });
  }

  it('refuses with 404, never 403', () => {
    try {
      authorizeViewJob(ACTOR_ID, [actors.admin], { organizationId: 1, userId: ACTOR_ID + 1 });
      expect.unreachable();
    } catch (err) {
      expect((err as AppError).statusCode).toBe(404);
    }
  });
});
