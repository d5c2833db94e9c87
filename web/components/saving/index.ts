// Saving edited documents: the saver (versions, autosave, retries, conflicts, the local copy
// of unsaved work when the session ends), the save indicator and the conflict dialog. Editors
// combine them with useUnsavedChanges.
export { ConflictDialog } from './ConflictDialog.tsx';
export { SaveIndicator, lastSavedLabel } from './SaveIndicator.tsx';
export { useSaver } from './useSaver.ts';
export type { SaveStatus, Saver, SaverOptions } from './useSaver.ts';
export { discardLocalCopies, localCopyKey, useRestoredCopy } from './localCopy.ts';
export type { LocalCopy } from './localCopy.ts';
