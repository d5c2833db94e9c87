// Reading a page and the writes around the editor. Saves go through the editor's saver
// (useDocumentForm); afterwards the cached page is the stored one and the topic (its list
// of pages) is marked stale, read again when a topic screen next shows it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../domain/schemas/content.ts';
import { pageApi, pageKeys } from './api.ts';

export function usePage(id: number | null) {
  return useQuery({
    queryKey: pageKeys.detail(id ?? 0),
    queryFn: () => pageApi.get(id!),
    enabled: id !== null,
    // The editor works on what it loaded; a newer version arrives as a 409 on save, not by refetching.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function rememberSavedPage(queryClient: QueryClient, page: Page) {
  queryClient.setQueryData(pageKeys.detail(page.id), page);
  void queryClient.invalidateQueries({ queryKey: ['topics', page.topic_id], refetchType: 'none' });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: Pick<Page, 'id' | 'topic_id'>) => pageApi.delete(page.id),
    onSuccess: (_reply, page) => {
      queryClient.removeQueries({ queryKey: pageKeys.detail(page.id) });
      return queryClient.invalidateQueries({ queryKey: ['topics', page.topic_id], refetchType: 'none' });
    },
  });
}
