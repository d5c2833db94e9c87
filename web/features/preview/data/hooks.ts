// The preview's reads and writes as TanStack Query hooks.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PreviewVersion } from '../../../../domain/schemas/preview.ts';
import { keepPreviousWithin } from '../../../lib/placeholderData.ts';
import { previewApi, previewKeys } from './api.ts';

/**
 * The topic behind a preview link. A learner view keeps what it loaded: no refetch on focus.
 * Switching drafts ↔ published keeps showing the version on screen (isPlaceholderData) until
 * the other one arrives, so the page does not blink to a full-page loader.
 */
export function usePreviewTopic(token: string, version: PreviewVersion) {
  return useQuery({
    queryKey: previewKeys.topic(token, version),
    queryFn: () => previewApi.topic(token, version),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    // The other version of the same link only: another link never shows this one's topic.
    placeholderData: keepPreviousWithin(previewKeys.link(token)),
  });
}

export function useCreatePreview() {
  return useMutation({ mutationFn: (topicId: number) => previewApi.create(topicId) });
}
