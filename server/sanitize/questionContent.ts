// A question document as the server stores it: only the parts its type uses (domain
// stripUnusedParts), every rich-text field sanitized (stem, sections, explanation and hint
// sections, text answers, matching premises and responses; equation answers are LaTeX and
// stay as written), an answer's media id kept only for image answers, and the stem's plain
// text. The §5 rules run on this prepared form, so they judge what will be stored.
import { mediaIdsInHtml } from '../../domain/rules/media.ts';
import { stripUnusedParts } from '../../domain/rules/questionDefaults.ts';
import { htmlToText } from '../../domain/rules/text.ts';
import type { QuestionDocument } from '../../domain/schemas/questions.ts';
import type { MediaReference } from '../../domain/rules/media.ts';
import { sanitizeRichText } from './richText.ts';
import { sanitizeSections, sectionMedia } from './passageContent.ts';

export function prepareQuestion<T extends QuestionDocument>(input: T): T {
  const doc = stripUnusedParts(input);
  return {
    ...doc,
    content_html: sanitizeRichText(doc.content_html),
    sections: sanitizeSections(doc.sections),
    explanation: { sections: sanitizeSections(doc.explanation.sections) },
    hint: { sections: sanitizeSections(doc.hint.sections) },
    answers: doc.answers.map((a) => ({
      ...a,
      content: a.answer_type === 'equation' ? a.content : sanitizeRichText(a.content),
      media_id: a.answer_type === 'image' ? a.media_id : null,
    })),
    premises: doc.premises.map((p) => ({ ...p, content: sanitizeRichText(p.content) })),
    responses: doc.responses.map((r) => ({ ...r, content: sanitizeRichText(r.content) })),
  };
}

/** Plain text of the stem (lists and search). */
export const questionText = (doc: Pick<QuestionDocument, 'content_html'>) => htmlToText(doc.content_html);

/** Every media id a (prepared) document references, by the field path a form shows it at. */
export function questionMedia(doc: QuestionDocument): MediaReference[] {
  const html = (path: string, value: string): MediaReference => ({ path, ids: mediaIdsInHtml(value) });
  return [
    html('content_html', doc.content_html),
    ...sectionMedia('sections', doc.sections),
    ...sectionMedia('explanation.sections', doc.explanation.sections),
    ...sectionMedia('hint.sections', doc.hint.sections),
    ...doc.answers.map((a, i) =>
      a.answer_type === 'image' ? { path: `answers.${i}.media_id`, ids: a.media_id === null ? [] : [a.media_id] } : html(`answers.${i}.content`, a.content),
    ),
    ...doc.premises.map((p, i) => html(`premises.${i}.content`, p.content)),
    ...doc.responses.map((r, i) => html(`responses.${i}.content`, r.content)),
  ];
}
