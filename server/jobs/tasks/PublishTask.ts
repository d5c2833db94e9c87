// The publish job (spec §4 "Publishing"): started by POST /content/courses/{id}/publish, run by
// commands/coursePublisher.ts, all-or-nothing and idempotent (see there).
import type { SelectedTopic } from '../../../domain/schemas/publishing.ts';
import { publishCourse } from '../../commands/coursePublisher.ts';
import { defineTrackedTask } from '../tracked.ts';

export interface PublishJobData {
  course_id: number;
  topics: SelectedTopic[];
}

export const PublishTask = defineTrackedTask<PublishJobData>({
  name: 'publish',
  // A run reads then writes in one transaction: minutes at most even for a large course. A
  // refusal is final (JobRefusal); other errors (a lost connection) retry, and a retry after a
  // commit finds the job completed and writes nothing.
  queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60 },
  handler: async (ctx, job, data) => {
    await publishCourse(ctx.database.db, job, { courseId: data.course_id, organizationId: job.organizationId, topics: data.topics, actorId: job.userId });
  },
});
