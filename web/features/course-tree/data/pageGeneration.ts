// Text pages generated from a file (spec §2 the topic's "upload a file to generate chapter text"
// with its progress label, §5, §7): the file goes to storage with the presigned form (no purpose:
// the chapter_source form), then POST /map/topics/{id}/upload_chapters {file_key} answers the
// lesson and the job; GET /content/lessons/{id}/text_chapter_generation_status is polled every
// JOB_POLL_MS (§4) while it says in_progress. When it ends the topic (its pages) and the course
// tree (its counts) are read again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { JOB_POLL_MS } from '../../../../domain/constants.ts';
import type { TextPageGenerationStatus } from '../../../../domain/schemas/documents.ts';
import { acceptAttribute, acceptedTypesLabel, fileKinds, formatMaxSize, uploadRule } from '../../../../domain/uploads.ts';
import { http } from '../../../lib/http.ts';
import { uploadForTopic } from '../../../lib/upload.ts';
import { courseTreeKeys, topicKeys } from '../../../lib/content/keys.ts';

const rule = uploadRule('chapter_source');
export const pageSourceAccept = acceptAttribute('chapter_source');
export const pageSourceTypes = acceptedTypesLabel('chapter_source');
export const pageSourceMaxSize = formatMaxSize(rule.maxBytes);

/** Why a chosen file cannot be sent (by its name and size; the server checks the content), or null. */
export function pageSourceProblem(file: Pick<File, 'name' | 'size'>): 'type' | 'size' | 'empty' | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!rule.kinds.some((kind) => (fileKinds[kind].extensions as readonly string[]).includes(extension))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

export const pageGenerationKeys = {
  status: (lessonId: number) => ['page_generation', lessonId] as const,
};

export const pageGenerationApi = {
  start: (topicId: number, fileKey: string) => http.post<{ lesson_id: number; job_uuid: string }>(`/map/topics/${topicId}/upload_chapters`, { file_key: fileKey }),
  status: (lessonId: number, signal?: AbortSignal) => http.get<TextPageGenerationStatus>(`/content/lessons/${lessonId}/text_chapter_generation_status`, { signal }),
};

/** Uploads the file (progress 0..1), then starts the generation; resolves to the lesson to follow. */
export async function startPageGeneration(topicId: number, file: File, onProgress?: (fraction: number) => void): Promise<number> {
  const key = await uploadForTopic(topicId, 'chapter_source', file, onProgress);
  return (await pageGenerationApi.start(topicId, key)).lesson_id;
}

/**
 * The lesson's generation status, polled every JOB_POLL_MS while in progress; nothing is asked
 * while `lessonId` is null. When it ends, the topic and its course are read again once.
 */
export function usePageGenerationStatus(lessonId: number | null, topic: { id: number; course_id: number }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: pageGenerationKeys.status(lessonId ?? 0),
    queryFn: ({ signal }) => pageGenerationApi.status(lessonId!, signal),
    enabled: lessonId !== null,
    refetchInterval: (q) => (q.state.status === 'error' || (q.state.data && q.state.data.status !== 'in_progress') ? false : JOB_POLL_MS),
    // A hidden tab keeps polling: the end must reach the page that started it.
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
  const ended = query.data && query.data.status !== 'in_progress' ? query.data.status : null;
  useEffect(() => {
    if (ended === null) return;
    void queryClient.invalidateQueries({ queryKey: topicKeys.detail(topic.id) });
    void queryClient.invalidateQueries({ queryKey: courseTreeKeys.course(topic.course_id) });
  }, [ended, queryClient, topic.id, topic.course_id]);
  return query;
}
