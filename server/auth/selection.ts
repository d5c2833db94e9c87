// The organization a request acts in: the organization_id it names, else the user's first.
import type { Db } from '../db/client.ts';
import { errors } from '../errors.ts';
import { organizationsOf, type ActorRef, type OrganizationContext } from './actor.ts';
import { notATeacher } from './login.ts';

export async function selectOrganization(
  db: Db,
  actor: ActorRef,
  organizationId: number | undefined,
): Promise<{ contexts: OrganizationContext[]; selected: OrganizationContext }> {
  const contexts = await organizationsOf(db, actor);
  if (organizationId !== undefined) {
    // Another organization's record answers 404, never its contents.
    const selected = contexts.find((c) => c.organization.id === organizationId);
    if (!selected) throw errors.notFound();
    return { contexts, selected };
  }
  if (contexts.length === 0) throw notATeacher();
  return { contexts, selected: contexts[0]! };
}
