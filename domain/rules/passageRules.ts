// When a passage (question reference) fails (spec §2 "passages/failed", §5): a passage must
// have something to read, text or media in its HTML or its sections, as the passage editor
// already requires (domain/schemas/content.ts passageRules). Stored rows written before that
// rule, imported ones, or ones emptied by a job may still break it; the failed list finds them.
import { isBlankContent } from '../schemas/content.ts';

/** A reason in each interface language. */
export interface LocalizedReason {
  en: string;
  id: string;
}

export const PASSAGE_EMPTY: LocalizedReason = {
  en: 'A passage must have some text or media to read',
  id: 'Bacaan harus berisi teks atau media untuk dibaca',
};

export interface PassageLike {
  content_html: string;
  sections: readonly { content: string; content_html: string; media_url: string | null }[];
}

/** The reasons a passage fails; empty when it is fine. */
export function passageErrors(passage: PassageLike): LocalizedReason[] {
  return isBlankContent(passage.content_html, passage.sections) ? [PASSAGE_EMPTY] : [];
}
