// Media for rich text (spec §5 "Media"): recording an image or audio clip the browser uploaded
// to storage. What rich content may reference is checked by queries/mediaReferences.ts.
import type { MediaKind } from '../../domain/rules/media.ts';
import { registerUpload, type StoredUpload, type UploadContext } from '../storage/uploads.ts';

export interface NewMedia {
  organizationId: number;
  uploaderId: number;
  purpose: MediaKind;
  /** The key storage answered to the browser's POST. */
  key: string;
  filename: string;
}

/** Checks the upload by content and size for its purpose, and records it (registerUpload). */
export function addMedia(ctx: UploadContext, media: NewMedia): Promise<StoredUpload> {
  return registerUpload(ctx, { organizationId: media.organizationId, uploaderId: media.uploaderId, purpose: media.purpose, key: media.key, filename: media.filename });
}
