// Query keys of courses and their content, hierarchical, shared by every feature that reads
// or changes them: a course's tree lives under the
// course's own key (the one the courses feature reads and writes, so an edit of the course
// there and the overview here share one cached course), and invalidating that key refreshes
// the course and its tree together. ['units'] and ['topics'] hold units and topics.
export const courseKeys = {
  all: ['courses'] as const,
  lists: (organizationId: number) => [...courseKeys.all, 'list', organizationId] as const,
  list: (organizationId: number, query: object) => [...courseKeys.lists(organizationId), query] as const,
  detail: (id: number) => [...courseKeys.all, 'detail', id] as const,
};

export const courseTreeKeys = {
  /** The course and everything cached under it. */
  course: (courseId: number) => courseKeys.detail(courseId),
  detail: (courseId: number) => courseKeys.detail(courseId),
  tree: (courseId: number) => [...courseKeys.detail(courseId), 'tree'] as const,
};

export const unitKeys = {
  all: ['units'] as const,
  detail: (unitId: number) => ['units', unitId] as const,
};

export const topicKeys = {
  all: ['topics'] as const,
  detail: (topicId: number) => ['topics', topicId] as const,
};
