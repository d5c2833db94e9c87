// Query keys of publishing, under the courses' root key: invalidating ['courses'] (what a
// finished publish does) refreshes the course lists, the overviews and this tree together.
export const publishingKeys = {
  tree: (courseId: number) => ['courses', courseId, 'publish_tree'] as const,
};
