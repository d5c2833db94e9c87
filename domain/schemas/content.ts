// Wire shapes of a topic's content other than questions (spec §3 "Chapter (page)", "Passage
// (question reference)", "Section", "Lesson"): text and video pages (chapters), passages
// (question references), rich-content sections, study guides (lesson documents and link
// attachments) and media references. Requests carry the §5 rules (refinements with catalogue
// messages by field path), so a web form built on them and the server's 422 speak the same
// language.
// Decisions:
// - A page request carries its HTML as `content`, the name of the reply field and of the
//   stored column, so an editor saves back what it loaded. Text pages use content and
//   sections; video pages use video_url (normalised to `scheme:identifier`), description
//   and duration. A text page has no video: its video fields are stored as null.
// - Rich HTML (page content, passage and question HTML, section HTML) is capped at
//   RICH_TEXT_MAX characters (2 MiB of UTF-16 units: a cheap bound computed before
//   sanitizing); the server's body limit must allow a little more than that.
// - Sections are value objects with client-generated ids, unique within their list.
//   An `external_video` section's media_url must be a YouTube or Brightcove URL; any other
//   media_url must be an http(s) URL or a same-site path ("/files/…").
// - Updates are whole documents (the editors save everything they show) and carry the
//   lock_version they loaded: a stale one answers 409.
import { z } from 'zod';
import { PUBLISH_STATUSES } from '../constants.ts';
import { msg } from '../messages/index.ts';
import { isEmbedError, parseEmbed } from '../rules/embed.ts';
import { LINK_URL_MAX, normaliseLinkUrl, parseHttpUrl } from '../rules/links.ts';
import { MEDIA_KINDS } from '../rules/media.ts';
import { isBlankRichText } from '../rules/text.ts';
import { VIDEO_URL_MAX, normaliseVideoUrl } from '../rules/videoUrl.ts';
import { DESCRIPTION_MAX, NAME_MAX, nameField, publishStateShape } from './courses.ts';
import { INT4_MAX, idField, lockVersionField } from './primitives.ts';

/** The stored values too: server/db/schema takes its lists from here. */
export const PAGE_TYPES = ['text', 'video'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const CONTENT_SOURCES = ['own', 'provider'] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];
export const SECTION_CONTENT_TYPES = ['Passage', 'external_video'] as const;

export const RICH_TEXT_MAX = 2 * 1024 * 1024;
export const SECTIONS_MAX = 200;
export const PART_KEY_MAX = 64;

const publishStatus = z.enum(PUBLISH_STATUSES);
const positiveId = idField;
const timestamp = z.string();

/** Rich HTML as the editor sends it (the server sanitizes it before storing). */
export const richHtml = () => z.string().max(RICH_TEXT_MAX, { error: msg('content_too_large') });

/** Media (images and audio) are referenced by the id of their uploaded file. */
export const mediaIdSchema = positiveId;
export const mediaRefSchema = z.object({ kind: z.enum(MEDIA_KINDS), media_id: mediaIdSchema });
export type MediaRef = z.infer<typeof mediaRefSchema>;

/** A link a teacher enters (study guides, rich-text links): stored as a full http(s) URL. */
export const linkUrlSchema = z
  .string()
  .trim()
  .min(1, { error: msg('required'), abort: true })
  .max(LINK_URL_MAX, { error: msg('too_long'), abort: true })
  .refine((v) => normaliseLinkUrl(v) !== null, { error: msg('link_url_invalid'), abort: true })
  .transform((v) => normaliseLinkUrl(v) ?? v);

const sectionFields = z.object({
  id: z.string().trim().min(1, { error: msg('required') }).max(PART_KEY_MAX, { error: msg('too_long') }),
  content: richHtml().default(''),
  mime_type: z.string().max(255, { error: msg('too_long') }).default('text/html'),
  section_content_type: z.enum(SECTION_CONTENT_TYPES).nullable().default(null),
  media_url: z.string().trim().max(VIDEO_URL_MAX, { error: msg('too_long') }).nullable().default(null),
  content_html: richHtml().default(''),
});

/** A same-site path or an http(s) URL: where a section's media is. */
const isMediaAddress = (v: string) => /^\/(?!\/)[^\s<>"]*$/.test(v) || parseHttpUrl(v) !== null;

export const sectionSchema = sectionFields.superRefine((section, ctx) => {
  const url = section.media_url ?? '';
  if (section.section_content_type === 'external_video') {
    if (url === '') ctx.addIssue({ code: 'custom', message: msg('required'), path: ['media_url'] });
    else if (url.startsWith('<') || isEmbedError(parseEmbed(url))) ctx.addIssue({ code: 'custom', message: msg('embed_url_invalid'), path: ['media_url'] });
  } else if (url !== '' && !isMediaAddress(url)) {
    ctx.addIssue({ code: 'custom', message: msg('invalid'), path: ['media_url'] });
  }
});
export type Section = z.output<typeof sectionSchema>;
export type SectionInput = z.input<typeof sectionSchema>;

/** A list of sections: ids unique within it (the second of two equal ids is the error). */
export const sectionsSchema = z
  .array(sectionSchema)
  .max(SECTIONS_MAX, { error: msg('too_many_sections') })
  .superRefine((sections, ctx) => {
    const seen = new Set<string>();
    sections.forEach((s, i) => {
      if (seen.has(s.id)) ctx.addIssue({ code: 'custom', message: msg('invalid'), path: [i, 'id'] });
      seen.add(s.id);
    });
  });

/** Sections as replies carry them (stored values, not re-validated). */
export const sectionReplySchema = z.object({
  id: z.string(),
  content: z.string(),
  mime_type: z.string(),
  section_content_type: z.enum(SECTION_CONTENT_TYPES).nullable(),
  media_url: z.string().nullable(),
  content_html: z.string(),
});

/** True when a rich body and its sections have neither text nor media. */
export function isBlankContent(html: string | null | undefined, sections: readonly { content_html: string; content: string; media_url: string | null }[] = []): boolean {
  return isBlankRichText(html) && sections.every((s) => isBlankRichText(s.content_html) && isBlankRichText(s.content) && !s.media_url);
}

/** Pages (chapters) */
const pageFields = z.object({
  type: z.enum(PAGE_TYPES),
  title: nameField(),
  content: richHtml().default(''),
  sections: sectionsSchema.default([]),
  video_url: z.string().trim().max(VIDEO_URL_MAX, { error: msg('too_long') }).nullable().default(null),
  video_description: z.string().max(DESCRIPTION_MAX, { error: msg('too_long') }).nullable().default(null),
  duration: z
    .number({ error: msg('duration_invalid') })
    .int({ error: msg('duration_invalid') })
    .min(0, { error: msg('duration_invalid') })
    .max(INT4_MAX, { error: msg('duration_invalid') })
    .nullable()
    .default(null),
});
type PageFields = z.output<typeof pageFields>;

/** §5: a video page needs a YouTube, Brightcove or product video URL. */
function pageRules(page: PageFields, ctx: z.RefinementCtx) {
  if (page.type !== 'video') return;
  const url = page.video_url ?? '';
  if (url === '') ctx.addIssue({ code: 'custom', message: msg('required'), path: ['video_url'] });
  else if (normaliseVideoUrl(url) === null) ctx.addIssue({ code: 'custom', message: msg('video_url_invalid'), path: ['video_url'] });
}

/** Video URLs stored as `scheme:identifier`; a text page has no video. */
function normalisePage<T extends PageFields>(page: T): T {
  if (page.type === 'text') return { ...page, video_url: null, video_description: null, duration: null };
  return { ...page, video_url: normaliseVideoUrl(page.video_url) };
}

/** The page fields an editor works on, with the rules (web forms validate with this). */
export const pageDocumentSchema = pageFields.superRefine(pageRules).transform(normalisePage);
export type PageDocument = z.output<typeof pageDocumentSchema>;
export type PageDocumentInput = z.input<typeof pageDocumentSchema>;

export const createPageRequest = pageFields.extend({ topic_id: positiveId }).superRefine(pageRules).transform(normalisePage);
export type CreatePageRequest = z.output<typeof createPageRequest>;
export const updatePageRequest = pageFields
  .extend({ lock_version: lockVersionField })
  .superRefine(pageRules)
  .transform(normalisePage);
export type UpdatePageRequest = z.output<typeof updatePageRequest>;

export const pageSchema = z.object({
  id: z.number(),
  topic_id: z.number(),
  lesson_id: z.number(),
  organization_id: z.number(),
  type: z.enum(PAGE_TYPES),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  sections: z.array(sectionReplySchema),
  video_url: z.string().nullable(),
  video_description: z.string().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  status: publishStatus,
  position: z.number(),
  creator_id: z.number().nullable(),
  last_saved_at: timestamp,
  lock_version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Page = z.infer<typeof pageSchema>;

/** A page as lists (topic pages tab, lesson) show it, with its publish state. */
export const pageSummarySchema = pageSchema
  .pick({
    id: true,
    topic_id: true,
    type: true,
    title: true,
    status: true,
    position: true,
    creator_id: true,
    last_saved_at: true,
    lock_version: true,
  })
  .extend(publishStateShape);
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** Passages (question references) */
const passageFields = z.object({
  title: z.string().trim().max(NAME_MAX, { error: msg('too_long') }).default(''),
  content_html: richHtml().default(''),
  sections: sectionsSchema.default([]),
});
type PassageFields = z.output<typeof passageFields>;

/** A passage must have something to read: text or media in its HTML or its sections. */
function passageRules(passage: PassageFields, ctx: z.RefinementCtx) {
  if (isBlankContent(passage.content_html, passage.sections)) ctx.addIssue({ code: 'custom', message: msg('required'), path: ['content_html'] });
}

export const passageDocumentSchema = passageFields.superRefine(passageRules);
export type PassageDocument = z.output<typeof passageDocumentSchema>;
export type PassageDocumentInput = z.input<typeof passageDocumentSchema>;
export const createPassageRequest = passageFields.extend({ topic_id: positiveId }).superRefine(passageRules);
export const updatePassageRequest = passageFields.extend({ lock_version: lockVersionField }).superRefine(passageRules);

export const passageSchema = z.object({
  id: z.number(),
  topic_id: z.number(),
  organization_id: z.number(),
  title: z.string(),
  /** Plain text of content_html (lists and search). */
  content: z.string(),
  /** Sanitized HTML. */
  content_html: z.string(),
  sections: z.array(sectionReplySchema),
  status: publishStatus,
  position: z.number(),
  source: z.enum(CONTENT_SOURCES),
  /** Imported from the provider: shown, never edited (PROVIDER_READ_ONLY_MESSAGE). */
  read_only: z.boolean(),
  creator_id: z.number().nullable(),
  /** Questions linked to this passage. */
  questions_count: z.number(),
  last_saved_at: timestamp,
  lock_version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Passage = z.infer<typeof passageSchema>;
/** A passage as the topic lists it, with its publish state. */
export const passageSummarySchema = passageSchema.omit({ content_html: true, sections: true }).extend(publishStateShape);
export type PassageSummary = z.infer<typeof passageSummarySchema>;

/** §8: items imported from the provider's courses cannot be edited. */
export const PROVIDER_READ_ONLY_MESSAGE = msg('provider_read_only');
export const isReadOnlySource = (source: ContentSource) => source === 'provider';

/** Study guides (spec §3 Lesson, §7 notes calls) */
export const linkAttachmentFieldsSchema = z.object({ name: nameField(), url: linkUrlSchema });
/** POST /content/topics/{id}/notes/create_link. */
export const createLinkRequest = linkAttachmentFieldsSchema;
export type CreateLinkRequest = z.output<typeof createLinkRequest>;
/** DELETE /content/topics/{id}/notes/delete_link. */
export const deleteLinkRequest = z.object({ link_id: positiveId });
/** DELETE /map/topics/{id}/delete_notes. */
export const deleteStudyGuideRequest = z.object({ note_id: positiveId });

export const linkAttachmentSchema = z.object({ id: z.number(), name: z.string(), url: z.string(), created_at: timestamp });
export type LinkAttachment = z.infer<typeof linkAttachmentSchema>;

/** An uploaded study-guide file (PDF, Word, PowerPoint). `url` downloads it. */
export const lessonDocumentSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  mime_type: z.string(),
  /** Bytes. */
  size: z.number(),
  created_at: timestamp,
});
export type LessonDocument = z.infer<typeof lessonDocumentSchema>;

export const lessonSchema = z.object({
  id: z.number(),
  topic_id: z.number(),
  chapters: z.array(pageSummarySchema),
  documents: z.array(lessonDocumentSchema),
  link_attachments: z.array(linkAttachmentSchema),
  file_conversion_in_progress: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** PUT /content/topics/{id}/chapters/reorder.json: every page of the topic, once, in the new order. */
export const reorderPagesRequest = z.object({ order: z.array(positiveId).min(1) });
export const reorderPagesReply = z.object({ topic_id: z.number(), order: z.array(z.number()) });

/** What a topic's presigned upload forms are for (GET /map/topics/{id}/upload_form_values.json). */
export const TOPIC_UPLOAD_PURPOSES = ['study_guide', 'image', 'audio', 'chapter_source', 'document_import', 'interchange_import'] as const;
export type TopicUploadPurpose = (typeof TOPIC_UPLOAD_PURPOSES)[number];
/** §7 names the call without parameters: with none it is the form for a text-page source file. */
export const uploadFormValuesQuery = z.object({ purpose: z.enum(TOPIC_UPLOAD_PURPOSES).default('chapter_source') });
/** Spec §7: the browser POSTs form_fields and the file to url, then reads the key from the XML reply. */
export const uploadFormValuesSchema = z.object({ url: z.string(), form_fields: z.record(z.string(), z.string()) });
export type UploadFormValues = z.infer<typeof uploadFormValuesSchema>;

/**
 * The shape of every key the server hands out for an upload, `org/<organization id>/<purpose>/<UUID>`
 * (server/storage/uploads.ts), so a key from the client is held to it before storage sees it.
 */
export const UPLOAD_KEY_PATTERN = /^org\/[1-9][0-9]{0,9}\/[a-z_]{1,32}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UPLOAD_KEY_MAX = 128;

/** The storage key the browser read from storage's reply. */
const fileKeySchema = z
  .string({ error: (issue) => (issue.input === undefined ? msg('required') : undefined) })
  .trim()
  .min(1, { error: msg('required') })
  .max(UPLOAD_KEY_MAX, { error: msg('upload_key_invalid') })
  .regex(UPLOAD_KEY_PATTERN, { error: msg('upload_key_invalid') });

/** POST /map/topics/{id}/notes: record an uploaded study guide under a display name. */
export const createStudyGuideRequest = z.object({ file_key: fileKeySchema, name: nameField() });
export type CreateStudyGuideRequest = z.output<typeof createStudyGuideRequest>;

/** POST /map/topics/{id}/media: record an uploaded image or audio clip for rich text. */
export const createMediaRequest = z.object({
  file_key: fileKeySchema,
  filename: z.string().max(NAME_MAX, { error: msg('too_long') }).default(''),
  purpose: z.enum(MEDIA_KINDS),
});
export type CreateMediaRequest = z.output<typeof createMediaRequest>;
/** The id is what rich text carries as data-media-id; url is where the file loads from. */
export const mediaFileSchema = z.object({ id: z.number(), url: z.string(), mime_type: z.string(), size: z.number() });
export type MediaFile = z.infer<typeof mediaFileSchema>;
