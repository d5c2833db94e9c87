import { courseKeys } from '../../../lib/content/keys.ts';
// Query keys of publishing, under the courses' root key: invalidating ['courses'] (what a
// finished publish does) refreshes the course lists, the overviews and this tree together.

export const publishingKeys = {
  tree: (courseId: number) => [...courseKeys.all, courseId, 'publish_tree'] as const,
};
