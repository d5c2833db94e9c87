// Reading a page and the writes around the editor. Saves go through the editor's saver
// (useDocumentForm); afterwards the cached page is the stored one and the topic (its list
// of pages) is marked stale, read again when a topic screen next shows it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Chapter } from '../../../../domain/schemas/content.ts';
import { chapterApi, chapterKeys } from './api.ts';

export function useChapter(id: number | null) {
  return useQuery({
    queryKey: chapterKeys.detail(id ?? 0),
    queryFn: () => chapterApi.get(id!),
    enabled: id !== null,
    // The editor works on what it loaded; a newer version arrives as a 409 on save, not by refetching.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function rememberSavedChapter(queryClient: QueryClient, chapter: Chapter) {
  queryClient.setQueryData(chapterKeys.detail(chapter.id), chapter);
  void queryClient.invalidateQueries({ queryKey: ['topics', chapter.topic_id], refetchType: 'none' });
}

export function useDeleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chapter: Pick<Chapter, 'id' | 'topic_id'>) => chapterApi.delete(chapter.id),
    onSuccess: (_reply, chapter) => {
      queryClient.removeQueries({ queryKey: chapterKeys.detail(chapter.id) });
      return queryClient.invalidateQueries({ queryKey: ['topics', chapter.topic_id], refetchType: 'none' });
    },
  });
}
