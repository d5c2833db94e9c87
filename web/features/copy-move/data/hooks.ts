// The target lists the modal browses, with keys under ['copy-move'] (the course tree shares
// the course tree feature's own key, so a tree already read there is not read again), and
// what the teacher may do in each organization: the role it has there (domain/access).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { accessForRole, canEditRecord, organizationFactsFromSummary } from '../../../../domain/access/index.ts';
import type { Access } from '../../../../domain/access/index.ts';
import type { OrganizationSummary } from '../../../../domain/schemas/account.ts';
import { keepPreviousWithin } from '../../../lib/placeholderData.ts';
import { useOrganizations } from '../../organizations/index.ts';
import { copyMoveApi } from './api.ts';
import { courseTreeKeys } from '../../../lib/content/keys.ts';

export const copyMoveKeys = {
  all: ['copy-move'] as const,
  organizationCourses: (organizationId: number) => [...copyMoveKeys.all, 'courses', organizationId] as const,
  courses: (organizationId: number, q: string) => [...copyMoveKeys.organizationCourses(organizationId), q] as const,
  topics: (unitId: number) => [...copyMoveKeys.all, 'topics', unitId] as const,
};

export type TargetOrganization = OrganizationSummary & { access: Access; canCreate: boolean };

/** An organization's access for its member: the role it sent, nothing in an unverified one (§2). */
export function organizationAccess(organization: OrganizationSummary): TargetOrganization {
  const access = accessForRole(organization.role, organizationFactsFromSummary(organization));
  return { ...organization, access, canCreate: organization.verified && access.canCreate && !access.restricted };
}

/** The user's organizations with what they may do in each. */
export function useTargetOrganizations() {
  const query = useOrganizations();
  return { ...query, data: query.data?.map(organizationAccess) };
}

/** May add to this parent (create, and edit it: a limited editor only under their own). */
export function canAddUnder(organization: TargetOrganization | undefined, parent: { creator_id: number | null; accessible: boolean }, userId: number) {
  if (!organization || !organization.canCreate || !parent.accessible) return false;
  return canEditRecord(organization.access, { creatorId: parent.creator_id }, userId);
}

export function useTargetCourses(organizationId: number | null, q: string) {
  return useInfiniteQuery({
    queryKey: copyMoveKeys.courses(organizationId ?? 0, q),
    queryFn: ({ pageParam, signal }) => copyMoveApi.courses(organizationId!, { q, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.pages ? pages.length + 1 : undefined),
    enabled: organizationId !== null,
    // The courses found so far stay while the next search in the same organization runs.
    placeholderData: keepPreviousWithin(copyMoveKeys.organizationCourses(organizationId ?? 0)),
  });
}

export function useTargetTree(courseId: number | null) {
  return useQuery({
    queryKey: courseTreeKeys.tree(courseId ?? 0),
    queryFn: ({ signal }) => copyMoveApi.tree(courseId!, signal),
    enabled: courseId !== null,
  });
}

export function useTargetTopics(unitId: number | null) {
  return useQuery({
    queryKey: copyMoveKeys.topics(unitId ?? 0),
    queryFn: ({ signal }) => copyMoveApi.topics(unitId!, signal),
    enabled: unitId !== null,
  });
}
