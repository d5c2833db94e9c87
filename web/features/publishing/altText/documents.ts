// The documents the publish page's "Add alternative text" saves: a page, a question, or the
// passage a question reads (its warnings are said on the question). Each is rebuilt from its
// stored reply as its editor would send it, with every rich text the pre-publish check reads
// for images (publishWarnings.ts: a body and its sections; a question's stem, explanation and
// hint; never answers, whose image answers carry alt="" by design) passed through one function.
import { imageTags, lacksAlt, setImageAlt } from '../../../../domain/rules/imageAlt.ts';
import type { Page, PageDocument, Passage, PassageDocument } from '../../../../domain/schemas/content.ts';
import type { Question, QuestionDocument } from '../../../../domain/schemas/questions.ts';
import { documentFromQuestion } from '../../questions/index.ts';

type MapHtml = (html: string) => string;
type SectionLike = { content: string; content_html: string };

const mapSections = <S extends SectionLike>(sections: readonly S[], fn: MapHtml): S[] =>
  sections.map((s) => ({ ...s, content: fn(s.content), content_html: fn(s.content_html) }));

export function pageDocument(page: Page, fn: MapHtml = (h) => h): PageDocument {
  return {
    type: page.type,
    title: page.title,
    content: fn(page.content),
    sections: mapSections(page.sections, fn),
    video_url: page.video_url,
    video_description: page.video_description,
    duration: page.duration,
  };
}

export function questionDocument(question: Question, fn: MapHtml = (h) => h): QuestionDocument {
  const doc = documentFromQuestion(question);
  return {
    ...doc,
    content_html: fn(doc.content_html),
    sections: mapSections(doc.sections, fn),
    explanation: { sections: mapSections(doc.explanation.sections, fn) },
    hint: { sections: mapSections(doc.hint.sections, fn) },
  };
}

export function passageDocument(passage: Passage, fn: MapHtml = (h) => h): PassageDocument {
  return { title: passage.title, content_html: fn(passage.content_html), sections: mapSections(passage.sections, fn) };
}

/** Builds a document with its rich texts passed through a function. */
export type DocumentBuilder<R, D> = (record: R, fn?: MapHtml) => D;

/** An image lacking alt text, once per address (a section's `content` and `content_html` may show the same one). */
export interface MissingAltImage {
  /** Its address, or its place when it has none: what the typed alt text is kept under. */
  key: string;
  src: string;
}

/** The images of a record whose alt text is missing or blank, in reading order, each address once. */
export function imagesWithoutAlt<R>(record: R, build: DocumentBuilder<R, unknown>): MissingAltImage[] {
  const out = new Map<string, MissingAltImage>();
  let field = 0;
  build(record, (html) => {
    for (const image of imageTags(html).filter(lacksAlt)) {
      const key = image.src || `#${field}.${image.index}`;
      if (!out.has(key)) out.set(key, { key, src: image.src });
    }
    field++;
    return html;
  });
  return [...out.values()];
}

/** The record's document with the given alt texts (by image key) set on its images that lack one. */
export function withAltTexts<R, D>(record: R, build: DocumentBuilder<R, D>, alts: ReadonlyMap<string, string>): D {
  let field = 0;
  return build(record, (html) => {
    let out = html;
    for (const image of imageTags(html).filter(lacksAlt)) {
      const alt = alts.get(image.src || `#${field}.${image.index}`)?.trim();
      if (alt) out = setImageAlt(out, image.index, alt);
    }
    field++;
    return out;
  });
}
