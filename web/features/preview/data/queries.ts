// The preview's reads and writes as TanStack Query hooks.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PreviewVersion } from '../../../../domain/schemas/preview.ts';
import { previewApi, previewKeys } from './api.ts';

/** The topic behind a preview link. A learner view keeps what it loaded: no refetch on focus. */
export function usePreviewTopic(token: string, version: PreviewVersion) {
  return useQuery({
    queryKey: previewKeys.topic(token, version),
    queryFn: () => previewApi.topic(token, version),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useCreatePreview() {
  return useMutation({ mutationFn: (topicId: number) => previewApi.create(topicId) });
}
