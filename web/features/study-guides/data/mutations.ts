// Writes of a topic's study guides. They live in the lesson of the topic reply, cached by
// the course tree under a key the caller passes in (this feature does not own the topic):
// each write puts its result into that cached lesson at once, then has the topic read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CreateLinkRequest, Lesson } from '../../../../domain/schemas/content.ts';
import { uploadForTopic } from '../../../lib/upload.ts';
import { studyGuideApi } from './api.ts';

/** Where the topic (whose `lesson` holds the study guides) is cached. */
export type StudyGuideTarget = { topicId: number; cacheKey: QueryKey };

type LessonHolder = { lesson?: Lesson | null };

function patchLesson(queryClient: QueryClient, key: QueryKey, change: (lesson: Lesson) => Lesson) {
  queryClient.setQueryData<LessonHolder>(key, (old) => (old?.lesson ? { ...old, lesson: change(old.lesson) } : old));
  return queryClient.invalidateQueries({ queryKey: key });
}

export type UploadInput = {
  file: File;
  name: string;
  /** Fraction of the bytes sent to storage, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** The file is in storage; the server is now checking and recording it. */
  onStored?: () => void;
};

/** The file to storage (presigned POST), then POST /map/topics/{id}/notes {file_key, name}. */
export function useUploadStudyGuide({ topicId, cacheKey }: StudyGuideTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, name, onProgress, onStored }: UploadInput) => {
      const fileKey = await uploadForTopic(topicId, 'study_guide', file, onProgress);
      onStored?.();
      return studyGuideApi.create(topicId, { file_key: fileKey, name });
    },
    onSuccess: (document) =>
      patchLesson(queryClient, cacheKey, (lesson) => ({
        ...lesson,
        documents: [...lesson.documents.filter((item) => item.id !== document.id), document],
      })),
  });
}

export function useDeleteStudyGuide({ topicId, cacheKey }: StudyGuideTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => studyGuideApi.remove(topicId, noteId),
    onSuccess: (_reply, noteId) =>
      patchLesson(queryClient, cacheKey, (lesson) => ({ ...lesson, documents: lesson.documents.filter((item) => item.id !== noteId) })),
  });
}

export function useCreateLink({ topicId, cacheKey }: StudyGuideTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLinkRequest) => studyGuideApi.createLink(topicId, input),
    onSuccess: (link) =>
      patchLesson(queryClient, cacheKey, (lesson) => ({
        ...lesson,
        link_attachments: [...lesson.link_attachments.filter((item) => item.id !== link.id), link],
      })),
  });
}

export function useDeleteLink({ topicId, cacheKey }: StudyGuideTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => studyGuideApi.removeLink(topicId, linkId),
    onSuccess: (_reply, linkId) =>
      patchLesson(queryClient, cacheKey, (lesson) => ({ ...lesson, link_attachments: lesson.link_attachments.filter((item) => item.id !== linkId) })),
  });
}
