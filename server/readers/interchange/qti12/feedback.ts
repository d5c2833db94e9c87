// An item's feedback (`itemfeedback`) as Pena's explanation: Pena shows one explanation after
// an answer, so every feedback the item has is kept in it, none dropped. Canvas names them:
// `general_fb` (always shown), `correct_fb`, `general_incorrect_fb`, and `<choice>_fb` for a
// choice's own feedback; Common Cartridge uses the same names. The order is general, correct,
// incorrect, then each choice's feedback headed by the choice, then any other. A feedback's
// `hint` element, if any, becomes Pena's hint.
import { randomUUID } from 'node:crypto';
import type { SectionInput } from '../../../../domain/schemas/content.ts';
import { htmlToText, isBlankRichText } from '../../../../domain/rules/text.ts';
import { type Element, attr, childElements, descendants, escapeXml } from '../xml.ts';
import { flowHtml } from './html.ts';
import { type Condition, answerFeedback } from './processing.ts';

const LEADING = ['general_fb', 'correct_fb', 'general_incorrect_fb'];
const NOT_EXPLANATION = new Set(['hint']);

export interface FeedbackHtml {
  /** HTML pieces of the explanation, in order (not yet rewritten). */
  explanation: string[];
  hint: string[];
}

/**
 * The item's feedback, unrewritten. `labelOf(respident, value)` is the HTML of the choice or
 * value a choice's own feedback belongs to, or null when unknown.
 */
export function feedbackOf(item: Element, conditions: Condition[], labelOf: (respident: string, value: string) => string | null): FeedbackHtml {
  const byIdent = new Map<string, Element>();
  for (const fb of childElements(item, 'itemfeedback')) byIdent.set(attr(fb, 'ident') ?? '', fb);
  const used = new Set<string>();
  const explanation: string[] = [];
  const hint: string[] = [];
  const take = (ident: string, heading: string | null) => {
    const fb = byIdent.get(ident);
    if (!fb || used.has(ident)) return;
    used.add(ident);
    const hints = descendants(fb, 'hint');
    for (const h of hints) {
      const html = flowHtml(h);
      if (!isBlankRichText(html)) hint.push(html);
    }
    const body = flowHtml(fb, NOT_EXPLANATION);
    if (isBlankRichText(body)) return;
    const title = heading === null ? '' : htmlToText(heading);
    explanation.push(title === '' ? body : `<p><strong>${escapeXml(title)}</strong></p>${body}`);
  };
  for (const ident of LEADING) take(ident, null);
  for (const [key, refs] of answerFeedback(conditions)) {
    const space = key.indexOf(' ');
    const label = labelOf(key.slice(0, space), key.slice(space + 1));
    for (const ref of refs) take(ref, label);
  }
  for (const ident of byIdent.keys()) take(ident, null);
  return { explanation, hint };
}

/** HTML pieces as a note's sections. */
export function noteSections(pieces: string[]): { sections: SectionInput[] } {
  return { sections: pieces.map((html) => ({ id: randomUUID(), content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: html })) };
}
