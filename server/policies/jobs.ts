// Who may read a background job (GET /jobs/{uuid}, spec §4): only the user who started it,
// while still a member of the job's organization. Anyone else learns nothing, not even
// that it exists: the route answers 404 (another user of the same organization included).
import type { OrganizationContext } from '../auth/actor.ts';
import { errors } from '../errors.ts';

export interface JobOwner {
  organizationId: number;
  /** Who started it; null once that user was deleted. */
  userId: number | null;
}

/** `memberships`: the actor's organizations (auth/actor.ts organizationsOf). */
export function canViewJob(actorId: number, memberships: readonly Pick<OrganizationContext, 'organization'>[], job: JobOwner): boolean {
  return job.userId === actorId && memberships.some((m) => m.organization.id === job.organizationId);
}

export function authorizeViewJob(actorId: number, memberships: readonly Pick<OrganizationContext, 'organization'>[], job: JobOwner): void {
  if (!canViewJob(actorId, memberships, job)) throw errors.notFound();
}
