// A job runs later than the request that started it: by then its actor may have left the
// organization, lost the role or the organization the feature that let them ask. A task that
// writes for its actor runs the route's own checks again first (the same loaders and policy
// functions); a refusal fails the job at once, with the permission text, before anything is
// written. A record gone since is not a permission matter: the task skips the check then, and
// its command reports it in its own words.
import type { Db } from '../../db/client.ts';
import { AppError, errorText, errors } from '../../errors.ts';
import type { Language } from '../../i18n.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { findTopic } from '../../loaders/topicRecords.ts';
import { JobRefusal } from '../tracked.ts';

export async function recheckActor(check: () => Promise<void>, notMember?: Record<Language, string>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // 403: the policy's own words. 404: no longer a member, or no longer sees the record.
    if (error.code === 'permission_error') throw new JobRefusal('forbidden', errorText(error));
    if (error.code === 'not_found') throw new JobRefusal('forbidden', notMember ?? errorText(errors.forbidden()));
    throw error;
  }
}

/**
 * recheckActor for a job that writes into a topic: the topic loaded as the actor (loadTopic),
 * then `authorize`; a topic gone since is left to the command to report.
 */
export async function recheckTopicActor(
  db: Db,
  actorId: number,
  topicId: number,
  authorize: (loaded: Awaited<ReturnType<typeof loadTopic>>) => Promise<void> | void,
  notMember?: Record<Language, string>,
): Promise<void> {
  await recheckActor(async () => {
    if (!(await findTopic(db, topicId))) return;
    await authorize(await loadTopic(db, actorId, topicId));
  }, notMember);
}
