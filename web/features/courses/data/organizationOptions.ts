// What the course screens read from the organization besides its detail (spec §7
// "Organization"): the authors for the creator filter, the icon set, and icon upload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseAuthors, IconImage } from '../../../../domain/schemas/courses.ts';
import { http } from '../../../lib/http.ts';

export const organizationOptionKeys = {
  authors: (organizationId: number) => ['organizations', organizationId, 'authors'] as const,
  icons: (organizationId: number) => ['organizations', organizationId, 'icon_images'] as const,
};

/** GET …/show_authors: everyone who created a course in the organization, and whether a course has none. */
export function useAuthors(organizationId: number, enabled = true) {
  return useQuery({
    queryKey: organizationOptionKeys.authors(organizationId),
    queryFn: () => http.get<CourseAuthors>(`/content/organizations/${organizationId}/show_authors`),
    staleTime: 60_000,
    enabled,
  });
}

/** GET …/icon_images: the system icon set and the organization's uploaded icons. */
export function useIconImages(organizationId: number) {
  return useQuery({
    queryKey: organizationOptionKeys.icons(organizationId),
    queryFn: () => http.get<IconImage[]>(`/content/organizations/${organizationId}/icon_images`),
    staleTime: 5 * 60_000,
  });
}

/** POST …/icon_images (multipart `image`): a new icon, added to the set on success. */
export function useUploadIcon(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return http.postForm<IconImage>(`/content/organizations/${organizationId}/icon_images`, form);
    },
    onSuccess: (icon) => {
      queryClient.setQueryData<IconImage[]>(organizationOptionKeys.icons(organizationId), (icons) =>
        icons ? [...icons.filter((i) => i.id !== icon.id), icon] : [icon],
      );
    },
  });
}
