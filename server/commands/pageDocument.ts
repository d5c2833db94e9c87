// A page as it is stored, from the document an editor sent (already checked by the domain
// schema: title, video URL syntax, sections). What the schema cannot check is done here,
// against the database: rich HTML (the page's `content` and every section's HTML) is
// sanitized with the allowlist; the media it refers to must be the organization's; a product
// video (`pena:<id>`) must be a file uploaded by the organization. A Brightcove id is
// accepted as it is: asking Brightcove needs its API credentials and a network call, and
// this deployment is configured without them (no BRIGHTCOVE_* settings).
import { and, eq } from 'drizzle-orm';
import type { PageDocument } from '../../domain/schemas/content.ts';
import { mediaIdsInHtml } from '../../domain/rules/media.ts';
import { parseVideoUrl, videoNotFoundMessage } from '../../domain/rules/videoUrl.ts';
import type { Db, Tx } from '../db/client.ts';
import { type SectionValue, uploadedFiles } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { sanitizeRichText } from '../sanitize/richText.ts';
import { checkMediaReferences } from '../queries/mediaReferences.ts';
import { sanitizeSections, sectionMedia } from '../sanitize/passageContent.ts';

/** The stored columns of a page's document. */
export interface PageValues {
  type: PageDocument['type'];
  title: string;
  content: string;
  sections: SectionValue[];
  videoUrl: string | null;
  videoDescription: string | null;
  duration: number | null;
}

/** The page as its editor sends it (a version's document, the fields a restore sends back). */
export function pageVersionDocument(values: PageValues): Record<string, unknown> {
  return {
    type: values.type,
    title: values.title,
    content: values.content,
    sections: values.sections,
    video_url: values.videoUrl,
    video_description: values.videoDescription,
    duration: values.duration,
  };
}

/** Sanitized, checked values to store; 422 with the field path when a check fails. */
export async function preparePage(db: Db | Tx, organizationId: number, doc: PageDocument): Promise<PageValues> {
  const sections: SectionValue[] = sanitizeSections(doc.sections).map((s) => ({ ...s, media_url: s.media_url || null }));
  const content = sanitizeRichText(doc.content);

  // Checked after sanitizing: only what is stored counts (the sanitizer keeps data-media-id on img and audio only).
  await checkMediaReferences(db, organizationId, [{ path: 'content', ids: mediaIdsInHtml(content) }, ...sectionMedia('sections', sections)]);
  if (doc.type === 'video') await checkProductVideo(db, organizationId, doc.video_url);

  return {
    type: doc.type,
    title: doc.title,
    content,
    sections,
    videoUrl: doc.video_url,
    videoDescription: doc.type === 'video' ? doc.video_description : null,
    duration: doc.type === 'video' ? doc.duration : null,
  };
}

/** `pena:<id>` names a file the organization uploaded; anything else there is "not found". */
async function checkProductVideo(db: Db | Tx, organizationId: number, videoUrl: string | null): Promise<void> {
  const video = parseVideoUrl(videoUrl);
  if (video?.scheme !== 'pena') return;
  const id = /^\d{1,9}$/.test(video.id) ? Number(video.id) : null;
  const [file] =
    id === null
      ? []
      : await db
          .select({ id: uploadedFiles.id })
          .from(uploadedFiles)
          .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.organizationId, organizationId)))
          .limit(1);
  if (!file) throw errors.unprocessable({ video_url: videoNotFoundMessage.pena });
}
