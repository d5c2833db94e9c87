// The loop the three Moodle readers share: the file's items in order, each a category switch,
// a question read into a MoodleQuestion, or an item already known to be skipped. A question that
// cannot be carried is listed in `skipped` with its reason and the rest of the file is still
// read; the whole file is refused only when it holds more items than any import takes.
import { INTERCHANGE_MAX_ITEMS, INTERCHANGE_MAX_QUESTIONS, type InterchangeFormat, type InterchangeSkipReason } from '../../../../domain/schemas/interchange.ts';
import { NAME_MAX } from '../../../../domain/schemas/courses.ts';
import type { MediaCollector } from '../media.ts';
import { type InterchangeQuestion, type InterchangeRead, InterchangeReadError, type InterchangeReadOptions, type SkippedInterchangeItem } from '../model.ts';
import { type MoodleQuestion, SkipItem, toDocument } from './question.ts';
import { truncate } from './text.ts';

export type MoodleEntry =
  | { kind: 'category'; path: string }
  | { kind: 'question'; item: string; read: () => Promise<MoodleQuestion> | MoodleQuestion }
  | { kind: 'skip'; item: string; reason: InterchangeSkipReason; detail: string };

/** Moodle's own top levels of a category path, which name no category of the teacher's. */
const CONTEXT_SEGMENTS = new Set(['$course$', '$system$', '$module$', '$cat$', '$coursecategory$', 'top']);

/**
 * The quiz title a category path gives its questions: its last segment (`$course$/Iota/Kappa`
 * is "Kappa"), `//` being a slash inside a name; null for a path of Moodle's levels alone.
 */
export function categoryTitle(path: string): string | null {
  const segments = path.split(/(?<!\/)\/(?!\/)/).map((s) => s.replace(/\/\//g, '/').trim());
  const last = segments.filter((s) => s !== '').at(-1);
  if (last === undefined || CONTEXT_SEGMENTS.has(last.toLowerCase())) return null;
  return truncate(last, NAME_MAX);
}

/** Reads every entry; categories become quiz titles or are dropped, per `options.categories`. */
export async function collectQuestions(format: InterchangeFormat, entries: readonly MoodleEntry[], options: InterchangeReadOptions, media: MediaCollector): Promise<InterchangeRead> {
  const items = entries.filter((e) => e.kind !== 'category').length;
  if (items > INTERCHANGE_MAX_ITEMS) throw new InterchangeReadError('file_too_large', `${items} items`);
  const questions: InterchangeQuestion[] = [];
  const skipped: SkippedInterchangeItem[] = [];
  let quizTitle: string | null = null;
  for (const entry of entries) {
    if (entry.kind === 'category') {
      quizTitle = options.categories === 'note' ? categoryTitle(entry.path) : null;
      continue;
    }
    if (entry.kind === 'skip') {
      skipped.push({ item: entry.item, reason: entry.reason, detail: entry.detail });
      continue;
    }
    if (questions.length >= INTERCHANGE_MAX_QUESTIONS) {
      skipped.push({ item: entry.item, reason: 'over_limit', detail: '' });
      continue;
    }
    try {
      const document = toDocument(await entry.read(), quizTitle);
      questions.push({ item: entry.item, document, passage_key: null });
    } catch (error) {
      // One odd item never costs the file: what is not a known skip is a damaged item.
      if (error instanceof SkipItem) skipped.push({ item: entry.item, reason: error.reason, detail: error.detail });
      else if (error instanceof InterchangeReadError) throw error;
      else skipped.push({ item: entry.item, reason: 'damaged_item', detail: '' });
    }
  }
  return { format, questions, passages: [], skipped, media: media.media };
}
