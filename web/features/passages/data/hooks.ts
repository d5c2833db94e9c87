// Reading a passage and the writes around its editor (saves go through the editor's saver;
// afterwards the cached passage is the stored one and its topic is marked stale).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Passage } from '../../../../domain/schemas/content.ts';
import { passageApi, passageKeys } from './api.ts';

export function usePassage(id: number | null) {
  return useQuery({
    queryKey: passageKeys.detail(id ?? 0),
    queryFn: () => passageApi.get(id!),
    enabled: id !== null,
    // The editor works on what it loaded; a newer version arrives as a 409 on save.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function rememberSavedPassage(queryClient: QueryClient, passage: Passage) {
  queryClient.setQueryData(passageKeys.detail(passage.id), passage);
  void queryClient.invalidateQueries({ queryKey: ['topics', passage.topic_id], refetchType: 'none' });
}

export function useDeletePassage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passage: Pick<Passage, 'id' | 'topic_id'>) => passageApi.delete(passage.id),
    onSuccess: (_reply, passage) => {
      queryClient.removeQueries({ queryKey: passageKeys.detail(passage.id) });
      return queryClient.invalidateQueries({ queryKey: ['topics', passage.topic_id], refetchType: 'none' });
    },
  });
}
