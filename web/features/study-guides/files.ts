// Study-guide files in the browser: what the picker accepts and the checks made before any
// byte is sent (spec §5: PDF, Word .doc/.docx or PowerPoint .ppt/.pptx, at most 35 MB, from
// domain/uploads.ts). The browser can only go by the name and the type the system reports;
// the server checks the content itself, and its refusal is shown as it says it.
import { NAME_MAX } from '../../../domain/schemas/courses.ts';
import { acceptAttribute, acceptedTypesLabel, fileKindOfMime, fileKinds, formatMaxSize, uploadRule } from '../../../domain/uploads.ts';
import type { FileKind } from '../../../domain/uploads.ts';
import { isApiError } from '../../lib/http.ts';
import { UploadError } from '../../lib/upload.ts';

const PURPOSE = 'study_guide';
const rule = uploadRule(PURPOSE);

export const studyGuideAccept = acceptAttribute(PURPOSE);
export const studyGuideTypes = acceptedTypesLabel(PURPOSE);
export const studyGuideMaxSize = formatMaxSize(rule.maxBytes);

export type FileProblem = 'type' | 'size' | 'empty';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The study-guide kind a file looks like by its name, else by its reported type. */
export function kindOfFile(file: Pick<File, 'name' | 'type'>): FileKind | null {
  const extension = extensionOf(file.name);
  const byName = rule.kinds.find((kind) => (fileKinds[kind].extensions as readonly string[]).includes(extension));
  if (byName) return byName;
  // No or another extension: trust a reported type only when the name has no extension.
  if (extension !== '') return null;
  const byType = fileKindOfMime(file.type);
  return byType && rule.kinds.includes(byType) ? byType : null;
}

/** Why this file cannot be a study guide, or null when it may be sent. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | null {
  if (!kindOfFile(file)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/** The name a study guide gets from its file: without the extension, at most NAME_MAX characters. */
export function nameFromFile(filename: string): string {
  const dot = filename.lastIndexOf('.');
  const base = (dot > 0 ? filename.slice(0, dot) : filename).replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return base.slice(0, NAME_MAX);
}

/** "PDF", "Word (.docx)"… of a stored document's type. */
export function kindOfMime(mime: string): FileKind | null {
  return fileKindOfMime(mime) ?? null;
}

export function kindLabel(kind: FileKind | null): string | null {
  return kind ? fileKinds[kind].label : null;
}

/**
 * What to tell the teacher when an upload failed: the server's own words when it refused
 * the file (wrong content, too large, key problems), storage's size refusal in ours, else
 * null (the caller says "upload failed" or "Failed to create study guide").
 */
export function refusalText(error: unknown): { text: string } | { key: 'too_large' | 'upload_failed' | 'create_failed' } {
  if (error instanceof UploadError) return { key: error.code === 'EntityTooLarge' || error.status === 413 ? 'too_large' : 'upload_failed' };
  if (isApiError(error) && (error.status === 413 || error.status === 422)) {
    // A problem with the key is said on the field; a problem with the file in the message.
    const fieldText = error.fields.file_key ?? error.fields.name;
    const text = error.fields.file || !fieldText ? error.message : fieldText;
    if (text) return { text };
  }
  return { key: 'create_failed' };
}
