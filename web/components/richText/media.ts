// Images and audio put into rich text: resized in the browser when wider than 1200 px
// (spec §5, §9 IMAGE_MAX_WIDTH), uploaded with the presigned-POST protocol
// (web/lib/upload.ts), then recorded as the topic's media (POST /map/topics/{id}/media),
// whose id the element carries as data-media-id.
import { IMAGE_MAX_WIDTH } from '../../../domain/constants.ts';
import { http } from '../../lib/http.ts';
import { uploadForTopic } from '../../lib/upload.ts';

export type MediaPurpose = 'image' | 'audio';
export type UploadedMedia = { id: number; url: string; mime_type?: string; size?: number };

type Decoded = { source: CanvasImageSource; width: number; height: number; close: () => void };

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  await image.decode();
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => URL.revokeObjectURL(url) };
}

const REENCODED: Record<string, string> = { 'image/jpeg': 'image/jpeg', 'image/webp': 'image/webp', 'image/png': 'image/png' };

/**
 * The image to upload: the file itself when it is at most IMAGE_MAX_WIDTH wide, else a copy
 * scaled down to that width (same aspect ratio) drawn on a canvas. JPEG and WebP stay what
 * they are; PNG and GIF become PNG (a canvas cannot write GIF; the first frame is kept).
 */
export async function resizeImageIfWide(file: File, maxWidth = IMAGE_MAX_WIDTH): Promise<{ file: File; width?: number; height?: number }> {
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    // The browser cannot read it: send it as it is and let the server's content check decide.
    return { file };
  }
  try {
    if (decoded.width <= maxWidth) return { file, width: decoded.width, height: decoded.height };
    const width = maxWidth;
    const height = Math.max(1, Math.round((decoded.height * maxWidth) / decoded.width));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return { file, width: decoded.width, height: decoded.height };
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, width, height);
    const type = REENCODED[file.type] ?? 'image/png';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    if (!blob) return { file, width: decoded.width, height: decoded.height };
    const extension = type === 'image/jpeg' ? 'jpg' : type.slice('image/'.length);
    const name = file.name.replace(/\.[^.]*$/, '') + `.${extension}`;
    return { file: new File([blob], name || `image.${extension}`, { type }), width, height };
  } finally {
    decoded.close();
  }
}

/** Uploads a file for a topic and records it as media; resolves to its id and address. */
export async function uploadMedia(topicId: number, purpose: MediaPurpose, file: File, onProgress?: (fraction: number) => void): Promise<UploadedMedia> {
  const key = await uploadForTopic(topicId, purpose, file, onProgress);
  return http.post<UploadedMedia>(`/map/topics/${topicId}/media`, { file_key: key, filename: file.name, purpose });
}

export const isImageFile = (file: File) => /^image\/(png|jpeg|gif|webp)$/.test(file.type);
export const isAudioFile = (file: File) => /^audio\//.test(file.type);
