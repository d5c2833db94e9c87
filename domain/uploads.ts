// What each kind of upload accepts (spec §5, §9): the file kinds, recognised by their
// content (magic bytes) on the server, and the size cap enforced while the bytes stream in.
// The web builds its file pickers' `accept` and its "accepted types" notes from here too.
import { DOCUMENT_IMPORT_MAX_BYTES, MB, SPREADSHEET_MAX_BYTES, UPLOAD_MAX_BYTES } from './constants.ts';

const KB = 1_000;

/** The uploaded_files purpose column's values too (server/db/schema/files.ts). */
export const uploadPurposes = [
  'image',
  'audio',
  'study_guide',
  'course_icon',
  'presenter_image',
  'chapter_source',
  'document_import',
  'spreadsheet',
  'image_archive',
  'course_download',
  'interchange_import',
] as const;
export type UploadPurposeName = (typeof uploadPurposes)[number];

/** A file kind recognised by content. `mime` is what storage records and serves. */
export interface FileKindInfo {
  mime: string;
  /** Extensions a file of this kind usually has, first is canonical (without the dot). */
  extensions: readonly string[];
  /** Short name shown to users in "accepted types" notes. */
  label: string;
  /** Served inline (images and audio); every other kind is served as an attachment. */
  inline: boolean;
}

export const fileKinds = {
  png: { mime: 'image/png', extensions: ['png'], label: 'PNG', inline: true },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG', inline: true },
  gif: { mime: 'image/gif', extensions: ['gif'], label: 'GIF', inline: true },
  webp: { mime: 'image/webp', extensions: ['webp'], label: 'WebP', inline: true },
  mp3: { mime: 'audio/mpeg', extensions: ['mp3'], label: 'MP3', inline: true },
  m4a: { mime: 'audio/mp4', extensions: ['m4a'], label: 'M4A', inline: true },
  ogg: { mime: 'audio/ogg', extensions: ['ogg', 'oga'], label: 'OGG', inline: true },
  wav: { mime: 'audio/wav', extensions: ['wav'], label: 'WAV', inline: true },
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF', inline: false },
  doc: { mime: 'application/msword', extensions: ['doc'], label: 'Word (.doc)', inline: false },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Word (.docx)',
    inline: false,
  },
  ppt: { mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'], label: 'PowerPoint (.ppt)', inline: false },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    label: 'PowerPoint (.pptx)',
    inline: false,
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'Excel (.xlsx)',
    inline: false,
  },
  zip: { mime: 'application/zip', extensions: ['zip'], label: 'ZIP', inline: false },
  /** XML text (QTI, Moodle XML): known by its content starting with markup. */
  xml: { mime: 'application/xml', extensions: ['xml'], label: 'XML', inline: false },
  /** Plain text without NUL bytes (GIFT, Aiken); the reader checks it is UTF-8. */
  text: { mime: 'text/plain', extensions: ['txt', 'gift'], label: 'TXT (GIFT, Aiken)', inline: false },
} as const satisfies Record<string, FileKindInfo>;
export type FileKind = keyof typeof fileKinds;

export interface UploadRule {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** Names a file of these kinds also goes by for this purpose (a Common Cartridge is a zip named .imscc). */
  otherExtensions?: readonly string[];
}

// SVG is refused everywhere: it can carry script, and every image we take is shown inline.
const imageKinds = ['png', 'jpeg', 'gif', 'webp'] as const;
const audioKinds = ['mp3', 'm4a', 'ogg', 'wav'] as const;

export const uploadRules: Record<UploadPurposeName, UploadRule> = {
  /** Images inside rich content (text pages, questions, passages). */
  image: { kinds: imageKinds, maxBytes: 10 * MB },
  /** Audio inside rich content, referenced by media id. */
  audio: { kinds: audioKinds, maxBytes: 50 * MB },
  /** Study guides of a topic (spec §5: PDF, Word or PowerPoint, at most 35 MB). */
  study_guide: { kinds: ['pdf', 'doc', 'docx', 'ppt', 'pptx'], maxBytes: UPLOAD_MAX_BYTES },
  /** "Course icon must be an accepted file type". */
  course_icon: { kinds: imageKinds, maxBytes: 5 * MB },
  presenter_image: { kinds: imageKinds, maxBytes: 5 * MB },
  /** Text-page file upload (spec §5: PDF or PowerPoint, at most 35 MB). */
  chapter_source: { kinds: ['pdf', 'ppt', 'pptx'], maxBytes: UPLOAD_MAX_BYTES },
  /** Document import with AI (spec §5: PDF, DOC, DOCX, up to 2 MB). */
  document_import: { kinds: ['pdf', 'doc', 'docx'], maxBytes: DOCUMENT_IMPORT_MAX_BYTES },
  /** Spreadsheet import (spec §5: .xlsx with the template's header). */
  spreadsheet: { kinds: ['xlsx'], maxBytes: SPREADSHEET_MAX_BYTES },
  /** The images a spreadsheet's rows name, uploaded beside it as one .zip. */
  image_archive: { kinds: ['zip'], maxBytes: UPLOAD_MAX_BYTES },
  /** A course-list download written by the download_courses job (never uploaded by a user). */
  course_download: { kinds: ['xlsx'], maxBytes: 200 * MB },
  /** Questions from another tool: a QTI or Common Cartridge package, Moodle XML, QTI XML, GIFT or Aiken text. */
  interchange_import: { kinds: ['zip', 'xml', 'text'], maxBytes: 100 * MB, otherExtensions: ['imscc'] },
};

export function uploadRule(purpose: UploadPurposeName): UploadRule {
  return uploadRules[purpose];
}

/** The kind whose mime type this is, if any. */
export function fileKindOfMime(mime: string): FileKind | undefined {
  return (Object.keys(fileKinds) as FileKind[]).find((k) => fileKinds[k].mime === mime);
}

/** `accept` attribute for a file input: extensions and mime types of the purpose. */
export function acceptAttribute(purpose: UploadPurposeName): string {
  const kinds = uploadRules[purpose].kinds.map((k) => fileKinds[k]);
  return [...purposeExtensions(purpose).map((e) => `.${e}`), ...new Set(kinds.map((k) => k.mime))].join(',');
}

/** Every extension a file for the purpose may have (without the dot). */
export function purposeExtensions(purpose: UploadPurposeName): string[] {
  const rule = uploadRules[purpose];
  return [...rule.kinds.flatMap((k) => fileKinds[k].extensions), ...(rule.otherExtensions ?? [])];
}

/** "PDF, Word (.doc), …" for notes and error messages. */
export function acceptedTypesLabel(purpose: UploadPurposeName): string {
  return uploadRules[purpose].kinds.map((k) => fileKinds[k].label).join(', ');
}

/** A cap as "35 MB" (MB = 1,000,000 bytes, the unit every cap is set in). */
export function formatMaxSize(bytes: number): string {
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/**
 * A file's size as "512 B", "47 KB", "1.2 MB" ("1,2 MB" in Indonesian): in the unit the caps are
 * set in (KB = 1,000 and MB = 1,000,000 bytes), so a file of 35,000,000 bytes reads "35 MB",
 * the cap it just fits.
 */
export function formatFileSize(bytes: number, language: string): string {
  const number = (value: number) => new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 1 }).format(value);
  if (bytes < KB) return `${number(bytes)} B`;
  // Just under a megabyte reads "1 MB", not "1,000 KB".
  if (bytes < MB - KB / 2) return `${number(Math.max(1, Math.round(bytes / KB)))} KB`;
  return `${number(Math.round((bytes / MB) * 10) / 10)} MB`;
}
