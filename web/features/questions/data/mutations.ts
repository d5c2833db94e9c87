// Writes of questions besides saving (which the editor's saver does): delete. Every write
// refreshes the topic (its lists, counts and the editors' Next links live under its key).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { questionApi } from './api.ts';

export function refreshTopic(queryClient: QueryClient, topicId: number) {
  return queryClient.invalidateQueries({ queryKey: ['topics', topicId] });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: { id: number; topic_id: number }) => questionApi.delete(question.id),
    // Marked stale without reading now: the editor is still on screen until it leaves, and
    // the topic's screens read again when they mount.
    onSuccess: (_reply, question) => queryClient.invalidateQueries({ queryKey: ['topics', question.topic_id], refetchType: 'none' }),
  });
}
