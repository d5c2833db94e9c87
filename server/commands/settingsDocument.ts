// A course's, unit's or topic's own fields and settings as a version keeps them: the row's
// columns with the API's snake_case names, without its identity, place, publish state and
// bookkeeping (those are not what a person edited).
const NOT_EDITED = new Set([
  'id',
  'organizationId',
  'courseId',
  'bundleId',
  'creatorId',
  'position',
  'status',
  'publishedAt',
  'publishedVersion',
  'lockVersion',
  'createdAt',
  'updatedAt',
]);

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function settingsDocument(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).flatMap(([key, value]) => (NOT_EDITED.has(key) ? [] : [[snake(key), value instanceof Date ? value.toISOString() : value]])));
}
