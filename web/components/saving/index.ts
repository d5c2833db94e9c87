// Saving edited documents: the saver (versions, autosave, retries, conflicts), the save
// indicator and the conflict dialog. Editors combine them with useUnsavedChanges.
export { ConflictDialog } from './ConflictDialog.tsx';
export { SaveIndicator, lastSavedLabel } from './SaveIndicator.tsx';
export { useSaver } from './useSaver.ts';
export type { SaveStatus, Saver, SaverOptions } from './useSaver.ts';
