import { courseKeys } from '../../../lib/content/keys.ts';
// Query keys of publishing, under the courses' root key: invalidating ['courses'] (what a
// finished publish does) refreshes the course lists, the overviews and this tree together.
// The records the "Add alternative text" modal edits are read fresh each time it opens.

export const publishingKeys = {
  tree: (courseId: number) => [...courseKeys.all, courseId, 'publish_tree'] as const,
  /** Every course's tree (a fix in place changes the warnings of whichever tree shows the item). */
  isTree: (key: readonly unknown[]) => key[0] === courseKeys.all[0] && key.at(-1) === 'publish_tree',
  altText: (kind: 'chapter' | 'question' | 'passage', id: number) => ['publishing', 'alt_text', kind, id] as const,
};
