// Sending the copy or move, and refreshing what it changed once it is done: the courses it
// touched (their tree, and the course lists), the units and topics (their own keys), the
// moved record's editor cache, and the target lists of this modal. Each through the owning
// feature's exported keys.
import { useMutation } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { copyMoveResultSchema } from '../../../../domain/schemas/copying.ts';
import type { CopyAction, CopyMoveInput, CopyMoveResult } from '../../../../domain/schemas/copying.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { pageKeys } from '../../pages/index.ts';
import { passageKeys } from '../../passages/index.ts';
import { questionKeys } from '../../questions/index.ts';
import type { CopySource } from '../types.ts';
import { copyMoveApi } from './api.ts';
import { copyMoveKeys } from './hooks.ts';
import { unitKeys, courseTreeKeys, topicKeys, courseKeys } from '../../../lib/content/keys.ts';

export function useSubmitCopyMove() {
  return useMutation({
    mutationFn: ({ action, body }: { action: CopyAction; body: CopyMoveInput }) => copyMoveApi.submit(action, body),
  });
}

/** The job's result, when it is the shape the modal expects. */
export function readResult(job: JobStatusReply): CopyMoveResult | null {
  const parsed = copyMoveResultSchema.safeParse(job.result);
  return parsed.success ? parsed.data : null;
}

const editorKeys = { chapter: pageKeys, question: questionKeys, passage: passageKeys } as const;

/** Reads again everything the copy or move changed, in the source's and the target's places. */
export function refreshAfter(queryClient: QueryClient, source: CopySource, result: CopyMoveResult | null) {
  const organizations = new Set([source.organization_id, result?.organization_id ?? source.organization_id]);
  const courses = new Set([source.course_id, result?.course_id ?? source.course_id]);
  const keys: (readonly unknown[])[] = [unitKeys.all, topicKeys.all, copyMoveKeys.all];
  for (const organizationId of organizations) keys.push(courseKeys.lists(organizationId));
  for (const courseId of courses) keys.push(courseTreeKeys.course(courseId));
  if (source.kind === 'chapter' || source.kind === 'question' || source.kind === 'passage') keys.push(editorKeys[source.kind].detail(source.id));
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
