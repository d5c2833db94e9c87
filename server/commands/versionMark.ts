// A save that is not an edit: restoring a version writes the item through the same
// conflict-safe save as any edit, and marks a version of its own that names what it restored.
import type { VersionSource } from '../db/schema/index.ts';

export interface VersionMark {
  kind: 'restored';
  source: VersionSource;
}

export const restoredFrom = (source: VersionSource): VersionMark => ({ kind: 'restored', source });
