// Public face of the copy and move feature (spec §2 "Copy/Move modal", §4): the modal, the
// host that holds one for a screen and the hook row menus open it with, the "Copy to…" and
// "Move to…" menu items (and their hook) for a record, and who is offered them.
export { CopyMoveModal } from './components/CopyMoveModal.tsx';
export { CopyMoveHost, useCopyMove } from './CopyMoveHost.tsx';
export { CopyMoveMenuItems, useCopyMoveActions } from './CopyMoveMenuItems.tsx';
export { useCopyMoveRights } from './rights.ts';
export { copyMoveKeys } from './data/hooks.ts';
export type { CopyMoveModalProps, CopySource } from './types.ts';
