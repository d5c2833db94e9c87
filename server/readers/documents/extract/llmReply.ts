// Reading one reply of the chat endpoint: the completion's message content, parsed as JSON and
// checked against the shape the prompt asks for. Every question's `document` must pass
// questionDocumentFields (structure); the §5 rules are not applied here (Review marks them).
// Anything else is a problem described in a sentence the retry sends back to the model.
import { z } from 'zod';
import { translateValidation } from '../../../../domain/messages/index.ts';
import { DOCUMENT_MAX_QUESTIONS } from '../../../../domain/schemas/documents.ts';
import { richHtml } from '../../../../domain/schemas/content.ts';
import { QUESTION_TYPES, questionDocumentFields, type QuestionDocument } from '../../../../domain/schemas/questions.ts';
import type { ExtractedPassage, ExtractedQuestion } from './types.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

/** The message content of a chat completion (the HTTP body as JSON). */
export function completionContent(body: unknown): Checked<string> {
  const parsed = completionSchema.safeParse(body);
  if (!parsed.success) return { ok: false, problem: 'the endpoint answered something other than a chat completion.' };
  const choice = parsed.data.choices[0]!;
  if (choice.finish_reason === 'length') return { ok: false, problem: 'the reply was cut off before the JSON ended; keep the HTML short and leave out fields you do not need.' };
  const content = choice.message.content ?? '';
  if (content.trim() === '') return { ok: false, problem: 'the reply was empty.' };
  return { ok: true, value: content };
}

const passageSchema = z.strictObject({
  key: z.string().trim().min(1).max(32),
  title: z.string().trim().max(255).default(''),
  content_html: richHtml(),
});

const questionSchema = z.strictObject({
  number: z.number().int().min(0).nullable().default(null),
  type: z.enum(QUESTION_TYPES),
  document: questionDocumentFields,
  passage_key: z.string().trim().min(1).max(32).nullable().default(null),
  answer_found: z.boolean(),
});

const replySchema = z.strictObject({
  questions: z.array(questionSchema).max(DOCUMENT_MAX_QUESTIONS),
  passages: z.array(passageSchema).default([]),
});

export interface ChunkResult {
  questions: ExtractedQuestion[];
  passages: ExtractedPassage[];
}

/** The JSON text of a reply: without a ```json fence or a reasoning model's <think> part around it. */
function jsonText(content: string): string {
  let text = content.replace(/<think>[\s\S]*?<\/think>/g, '').trim();
  const fence = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
  if (fence) text = fence[1]!;
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  return first > 0 && last > first ? text.slice(first, last + 1) : text;
}

function describeIssues(error: z.ZodError): string {
  const lines = error.issues.slice(0, 8).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'the object';
    const message = translateValidation(issue.message, 'en');
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')}; use only the fields described)` : '';
    return `${where}: ${message}${keys}`;
  });
  const more = error.issues.length > 8 ? `\n(and ${error.issues.length - 8} more)` : '';
  return `the JSON does not have the shape asked for:\n${lines.join('\n')}${more}`;
}

const IMAGE_REF = /<img\b[^>]*?\bdata-image-ref\s*=\s*["']?(\d+)["']?[^>]*>/gi;

/** Every string of a value with image references outside `0 … imageCount-1` taken out. */
function withKnownImages<T>(value: T, imageCount: number): T {
  if (typeof value === 'string') return value.replace(IMAGE_REF, (tag, n: string) => (Number(n) < imageCount ? tag : '')) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => withKnownImages(v, imageCount)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withKnownImages(v, imageCount)])) as T;
  }
  return value;
}

/** Ids only the database gives: whatever the model wrote there is dropped. */
function withoutIds(doc: QuestionDocument): QuestionDocument {
  const { succeeding_question_id: _dropped, ...rest } = doc;
  return {
    ...rest,
    passage_id: null,
    preceding_question_id: null,
    answers: doc.answers.map((a) => ({ ...a, media_id: null })),
  };
}

/** One reply's content → the questions and passages it holds, or what is wrong with it. */
export function checkReply(content: string, imageCount: number): Checked<ChunkResult> {
  let json: unknown;
  try {
    json = JSON.parse(jsonText(content));
  } catch {
    return { ok: false, problem: 'the reply is not valid JSON.' };
  }
  const parsed = replySchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: describeIssues(parsed.error) };
  const { questions, passages } = parsed.data;
  const passageKeys = new Set<string>();
  for (const [i, p] of passages.entries()) {
    if (passageKeys.has(p.key)) return { ok: false, problem: `passages.${i}.key: "${p.key}" is used twice.` };
    passageKeys.add(p.key);
  }
  for (const [i, q] of questions.entries()) {
    if (q.document.type !== q.type) return { ok: false, problem: `questions.${i}: type is "${q.type}" but document.type is "${q.document.type}".` };
    if (q.passage_key !== null && !passageKeys.has(q.passage_key)) {
      return { ok: false, problem: `questions.${i}.passage_key: "${q.passage_key}" is not the key of any passage in "passages".` };
    }
  }
  return {
    ok: true,
    value: {
      questions: questions.map((q) => ({
        number: q.number,
        document: withKnownImages(withoutIds(q.document), imageCount),
        passage_key: q.passage_key,
        answer_found: q.answer_found,
      })),
      passages: passages.map((p) => withKnownImages(p, imageCount)),
    },
  };
}
