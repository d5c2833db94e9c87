// The publish tree and the two submissions. A finished job changes statuses and published
// dates everywhere (§4 "What is published is a snapshot"): `useRefreshAfterJob` drops what
// the screens cached of courses, units and topics; the tree (under ['courses']) is read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishRequest } from '../../../../domain/schemas/publishing.ts';
import { publishingApi } from './api.ts';
import { publishingKeys } from './keys.ts';
import { unitKeys, topicKeys, courseKeys } from '../../../lib/content/keys.ts';

export type PublishMode = 'publish' | 'unpublish';

export function usePublishTree(courseId: number | null) {
  return useQuery({
    queryKey: publishingKeys.tree(courseId ?? 0),
    queryFn: () => publishingApi.tree(courseId!),
    enabled: courseId !== null,
    // The versions loaded here go back with the selection: read fresh on every visit.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

export function useSubmitSelection(courseId: number, mode: PublishMode) {
  return useMutation({
    mutationFn: (body: PublishRequest) =>
      mode === 'publish' ? publishingApi.publish(courseId, body) : publishingApi.unpublish(courseId, body),
  });
}

export function useRefreshAfterJob() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: unitKeys.all }),
      queryClient.invalidateQueries({ queryKey: topicKeys.all }),
      queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    ]);
  };
}
