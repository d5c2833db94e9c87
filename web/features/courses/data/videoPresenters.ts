// Video presenters of a course (spec §7 "Video presenters"): list, add and edit with an
// image (multipart form), delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoPresenter } from '../../../../domain/schemas/courses.ts';
import { http } from '../../../lib/http.ts';

export const presenterKeys = {
  list: (courseId: number) => ['courses', 'detail', courseId, 'video_presenters'] as const,
};

export type VideoPresenterInput = { name: string; description: string; image: File | null; lock_version?: number };

function toForm(input: VideoPresenterInput): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('description', input.description);
  if (input.lock_version !== undefined) form.append('lock_version', String(input.lock_version));
  if (input.image) form.append('image', input.image);
  return form;
}

export function useVideoPresenters(courseId: number) {
  return useQuery({
    queryKey: presenterKeys.list(courseId),
    queryFn: () => http.get<VideoPresenter[]>(`/content/courses/${courseId}/video_presenters`),
  });
}

export function useSaveVideoPresenter(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: VideoPresenterInput }) =>
      id === null
        ? http.postForm<VideoPresenter>(`/content/courses/${courseId}/video_presenters`, toForm(input))
        : http.putForm<VideoPresenter>(`/content/courses/${courseId}/video_presenters/${id}`, toForm(input)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: presenterKeys.list(courseId) }),
  });
}

export function useDeleteVideoPresenter(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<unknown>(`/content/courses/${courseId}/video_presenters/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: presenterKeys.list(courseId) }),
  });
}
