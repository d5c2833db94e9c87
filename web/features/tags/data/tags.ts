// Tag and subject management (spec §7 "Organization"). The lists themselves come with the
// organization (GET /content/organizations/{id}: course_tags with counts, subjects,
// country_subjects), so every write refetches that one query and every screen that offers
// tags or subjects (course forms, list filters) sees the change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TagRef, validateSubjectReply, validateTagReply } from '../../../../domain/schemas/courses.ts';
import { http } from '../../../lib/http.ts';
import { organizationKeys } from '../../organizations/index.ts';

export type TagType = TagRef['type'];
/** What a management list holds: grade tags, other tags, or the organization's subjects. */
export type TagKind = TagType | 'subject';
export type ValidateReply = z.infer<typeof validateTagReply>;

export const tagKeys = {
  all: (organizationId: number) => ['tags', organizationId] as const,
  validate: (organizationId: number, kind: TagKind, name: string) =>
    [...tagKeys.all(organizationId), 'validate', kind, name] as const,
};

const base = (organizationId: number) => `/content/organizations/${organizationId}`;

/** GET validate_tag / validate_subject: is the name free, and (tags) the server's suggested spelling. */
export async function validateName(organizationId: number, kind: TagKind, name: string, signal?: AbortSignal): Promise<ValidateReply> {
  if (kind === 'subject') {
    const reply = await http.get<z.infer<typeof validateSubjectReply>>(`${base(organizationId)}/validate_subject`, {
      query: { subject_name: name },
      signal,
    });
    return { valid: reply.valid, suggested_name: null };
  }
  const reply = await http.get<ValidateReply>(`${base(organizationId)}/validate_tag`, {
    query: { course_tag_name: name, type: kind },
    signal,
  });
  return { valid: reply.valid, suggested_name: reply.suggested_name ?? null };
}

/** The server's check of a name typed in the create form; `name` is already debounced and trimmed. */
export function useNameCheck(organizationId: number, kind: TagKind, name: string, enabled: boolean) {
  return useQuery({
    queryKey: tagKeys.validate(organizationId, kind, name),
    queryFn: ({ signal }) => validateName(organizationId, kind, name, signal),
    enabled: enabled && name.length > 0,
    staleTime: 10_000,
    retry: false,
  });
}

/** The created tag or subject: the server stores the name cleaned up (a grade in its system spelling). */
type Created = { id: number; name: string };

async function createName(organizationId: number, kind: TagKind, name: string): Promise<Created> {
  const created =
    kind === 'subject'
      ? await http.post<Created | null>(`${base(organizationId)}/subjects`, { subject_name: name })
      : await http.post<Created | null>(`${base(organizationId)}/course_tags`, { course_tag_name: name, type: kind });
  return { id: created?.id ?? 0, name: created?.name ?? name };
}

function deleteMany(organizationId: number, kind: TagKind, ids: number[]): Promise<unknown> {
  return kind === 'subject'
    ? http.delete(`${base(organizationId)}/delete_subjects`, { subject_ids: ids })
    : http.delete(`${base(organizationId)}/delete_course_tags`, { course_tag_ids: ids });
}

function useRefetchOrganization(organizationId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organizationKeys.detail(organizationId) });
}

/** POST course_tags {course_tag_name, type} or subjects {subject_name}. */
export function useCreateName(organizationId: number, kind: TagKind) {
  const refetch = useRefetchOrganization(organizationId);
  return useMutation({
    mutationFn: (name: string) => createName(organizationId, kind, name),
    onSuccess: refetch,
  });
}

/** DELETE delete_course_tags {course_tag_ids} or delete_subjects {subject_ids}. */
export function useDeleteNames(organizationId: number, kind: TagKind) {
  const refetch = useRefetchOrganization(organizationId);
  return useMutation({
    mutationFn: (ids: number[]) => deleteMany(organizationId, kind, ids),
    onSuccess: refetch,
  });
}
