export { ConfirmModal } from './ConfirmModal.tsx';
export type { ConfirmModalProps } from './ConfirmModal.tsx';
export { SuccessBanner } from './SuccessBanner.tsx';
export { useFlash, withFlash } from './flash.ts';
export { useUnsavedChanges } from './useUnsavedChanges.tsx';
