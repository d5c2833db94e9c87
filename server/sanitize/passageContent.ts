// What a passage (and the rich parts of a question) look like once the server has cleaned
// them: every rich-text field through the allowlist sanitizer, the plain text for lists and
// search, and the media ids the stored HTML references (checked against the organization
// before saving, see queries/mediaReferences.ts).
import type { PassageDocument, Section } from '../../domain/schemas/content.ts';
import { mediaIdsInHtml } from '../../domain/rules/media.ts';
import { htmlToText } from '../../domain/rules/text.ts';
import type { MediaReference } from '../../domain/rules/media.ts';
import { sanitizeRichText } from './richText.ts';

/** Both HTML fields of every section sanitized (either may be rendered). */
export function sanitizeSections<T extends Pick<Section, 'content' | 'content_html'>>(sections: readonly T[]): T[] {
  return sections.map((s) => ({ ...s, content: sanitizeRichText(s.content), content_html: sanitizeRichText(s.content_html) }));
}

/** Media references of a list of sections, by field path under `prefix`. */
export function sectionMedia(prefix: string, sections: readonly Pick<Section, 'content' | 'content_html'>[]): MediaReference[] {
  return sections.flatMap((s, i) => [
    { path: `${prefix}.${i}.content`, ids: mediaIdsInHtml(s.content) },
    { path: `${prefix}.${i}.content_html`, ids: mediaIdsInHtml(s.content_html) },
  ]);
}

export interface PreparedPassage extends PassageDocument {
  /** Plain text of content_html. */
  content: string;
}

export function preparePassage(input: PassageDocument): PreparedPassage {
  const contentHtml = sanitizeRichText(input.content_html);
  return { title: input.title, content_html: contentHtml, sections: sanitizeSections(input.sections), content: htmlToText(contentHtml) };
}

export function passageMedia(passage: PassageDocument): MediaReference[] {
  return [{ path: 'content_html', ids: mediaIdsInHtml(passage.content_html) }, ...sectionMedia('sections', passage.sections)];
}
