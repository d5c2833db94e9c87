// The user's organizations: the list (for the switcher) and one organization in full.
import { useQuery } from '@tanstack/react-query';
import type { OrganizationDetail, OrganizationSummary } from '../../../../domain/schemas/account.ts';
import { http } from '../../../lib/http.ts';

export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  detail: (id: number) => [...organizationKeys.all, id] as const,
};

export function fetchOrganizations(): Promise<OrganizationSummary[]> {
  return http.get<OrganizationSummary[]>('/content/organizations');
}

export function fetchOrganization(id: number): Promise<OrganizationDetail> {
  return http.get<OrganizationDetail>(`/content/organizations/${id}`);
}

export function useOrganizations(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: organizationKeys.list(),
    queryFn: fetchOrganizations,
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
}

export function useOrganization(id: number) {
  return useQuery({ queryKey: organizationKeys.detail(id), queryFn: () => fetchOrganization(id), staleTime: 30_000 });
}
