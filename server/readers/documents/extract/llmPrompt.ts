// What the LLM extractor sends: the document rendered as text (formatting that marks keys kept as
// **bold** and __underline__, tables as | rows |, images as <img data-image-ref="N"> without their
// bytes), cut into chunks of about CHUNK_CHARS between numbered questions where possible, and the
// system prompt describing the JSON wanted (questions shaped as questionDocumentFields, passages).
import type { Block, DocumentImage, ReadDocument, TextRun } from '../model.ts';

/** About 3–4k tokens of text: leaves room for the reply in an 8k-context local model. */
export const CHUNK_CHARS = 12_000;
/** The answer-key part of a paper sent with each earlier chunk, at most this long. */
const KEY_REFERENCE_CHARS = 6_000;

export interface RenderedDocument {
  lines: string[];
  images: DocumentImage[];
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Runs → one line of text; bold as **…**, underline as __…__ (leading/trailing spaces outside the markers). */
export function renderRuns(runs: readonly TextRun[]): string {
  const merged: TextRun[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last && Boolean(last.bold) === Boolean(run.bold) && Boolean(last.underline) === Boolean(run.underline)) last.text += run.text;
    else merged.push({ text: run.text, bold: run.bold, underline: run.underline });
  }
  return merged
    .map((run) => {
      const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(run.text)!;
      const [, lead = '', core = '', trail = ''] = m;
      if (core === '') return run.text;
      let marked = core;
      if (run.underline) marked = `__${marked}__`;
      if (run.bold) marked = `**${marked}**`;
      return lead + marked + trail;
    })
    .join('');
}

function letter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(97 + ((i - 1) % 26)) + s;
  return s;
}

/** The document as lines of text, and its images in the order their references are numbered. */
export function renderDocument(document: ReadDocument): RenderedDocument {
  const lines: string[] = [];
  const images: DocumentImage[] = [];
  // Word's automatic numbering gives no number text: count ordered items per level.
  let counters: number[] = [];
  const push = (text: string) => lines.push(...text.split('\n'));
  const blockText = (block: Block): string => {
    switch (block.kind) {
      case 'heading':
        return `${'#'.repeat(block.level)} ${renderRuns(block.runs)}`;
      case 'paragraph': {
        const text = renderRuns(block.runs);
        if (!block.list) return text;
        const { level, ordered } = block.list;
        const indent = '  '.repeat(level);
        if (!ordered) return `${indent}- ${text}`;
        counters = counters.slice(0, level + 1);
        while (counters.length <= level) counters.push(0);
        const n = (counters[level] = counters[level]! + 1);
        return `${indent}${level === 1 ? letter(n) : String(n)}. ${text}`;
      }
      case 'table':
        return block.rows.map((row) => `| ${row.map((cell) => renderRuns(cell).replace(/\n/g, '<br>').replace(/\|/g, '\\|')).join(' | ')} |`).join('\n');
      case 'image': {
        const index = images.push(block.image) - 1;
        const alt = block.image.alt ? ` alt="${escapeAttr(block.image.alt)}"` : '';
        return `<img data-image-ref="${index}"${alt}>`;
      }
    }
  };
  document.pages.forEach((page, i) => {
    if (i > 0) lines.push('');
    if (page.title && !(page.blocks[0]?.kind === 'heading')) lines.push(`# ${page.title}`);
    for (const block of page.blocks) push(blockText(block));
  });
  return { lines, images };
}

/** A line that starts a numbered question ("12.", "12)", "Soal 12.", "No. 12"): a good place to cut. */
const QUESTION_START = /^\s{0,3}(?:(?:soal|nomor|no\.?|question|q)\s*)?\*{0,2}\d{1,3}\s*[.)]/i;
/** The heading of an answer key or of the worked answers, usually at the end of a paper. */
const KEY_START = /^[\s#*_|]*(?:(?:kunci\s+jawaban|answer\s+keys?|key\s+to\s+corrections?)\b|(?:kunci|jawaban|answers|pembahasan)[\s*_:|-]*$)/i;

function splitLong(line: string, max: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < line.length; i += max) out.push(line.slice(i, i + max));
  return out;
}

/** Lines → chunks of at most `max` characters, cut before a numbered question when one is in the later two thirds. */
export function chunkLines(lines: readonly string[], max: number = CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let length = 0;
  let lastStart = -1;
  const lengthOf = (ls: readonly string[]) => ls.reduce((sum, l) => sum + l.length + 1, 0);
  const flush = () => {
    if (lastStart > 0 && lengthOf(current.slice(0, lastStart)) >= max / 3) {
      chunks.push(current.slice(0, lastStart).join('\n'));
      current = current.slice(lastStart);
    } else {
      chunks.push(current.join('\n'));
      current = [];
    }
    length = lengthOf(current);
    lastStart = -1;
  };
  for (const line of lines.flatMap((l) => (l.length > max - 1 ? splitLong(l, max - 1) : [l]))) {
    if (current.length > 0 && length + line.length + 1 > max) flush();
    if (current.length > 0 && length + line.length + 1 > max) flush();
    if (QUESTION_START.test(line) && current.length > 0) lastStart = current.length;
    current.push(line);
    length += line.length + 1;
  }
  if (current.some((l) => l.trim() !== '')) chunks.push(current.join('\n'));
  return chunks.filter((c) => c.trim() !== '');
}

export interface PromptChunk {
  text: string;
  /** The answer-key part of the paper, sent along when it lies in a later chunk. */
  keyReference: string | null;
  /** Image indexes referenced in this chunk (and its key reference). */
  imageRefs: number[];
}

/** The document as the chunks to send, each with the paper's answer key when that comes later. */
export function promptChunks(rendered: RenderedDocument, max: number = CHUNK_CHARS): PromptChunk[] {
  const chunks = chunkLines(rendered.lines, max);
  const keyLine = rendered.lines.findIndex((l, i) => i >= rendered.lines.length / 3 && KEY_START.test(l));
  const keyText = keyLine >= 0 ? rendered.lines.slice(keyLine).join('\n').slice(0, KEY_REFERENCE_CHARS) : null;
  const keyHead = keyLine >= 0 ? rendered.lines[keyLine]! : null;
  let keySeen = false;
  return chunks.map((text) => {
    keySeen ||= keyHead !== null && text.split('\n').includes(keyHead);
    const keyReference = chunks.length > 1 && keyText !== null && !keySeen ? keyText : null;
    const refs = new Set<number>();
    for (const m of `${text}\n${keyReference ?? ''}`.matchAll(/data-image-ref="(\d+)"/g)) refs.add(Number(m[1]));
    return { text, keyReference, imageRefs: [...refs].sort((a, b) => a - b) };
  });
}

const LANGUAGE_NAMES = { en: 'English', id: 'Indonesian (Bahasa Indonesia)' } as const;

/** The system prompt: the JSON wanted, one short example per question type, and the rules of the text. */
export function systemPrompt(language: 'en' | 'id'): string {
  return `You read exam papers written by teachers (Indonesia and the Philippines) and return their questions as JSON for a question bank.

Reply with ONE JSON object and nothing else:
{"questions": [Question, ...], "passages": [Passage, ...]}

Passage (a text several questions share, e.g. a reading text "Bacalah teks berikut untuk soal nomor 1-3"):
{"key": "p1", "title": "short title", "content_html": "<p>the text</p>"}

Question:
{"number": 5 or null, "type": TYPE, "document": Document, "passage_key": "p1" or null, "answer_found": true|false}
- number: the number the paper gives the question, else null.
- type: one of multiple_choice, true_or_false, exact_value, categorise, grouped_choices, correct_order, matching_choices; document.type is the same.
- answer_found: true only when the paper gives the answer (an answer key, a marked option, a worked answer). Never invent an answer: when the paper gives none, mark nothing correct and set answer_found false.
- passage_key: the key of the passage the question belongs to, or null. Every key used must be in "passages".

Document (only these fields; leave out any you do not need):
{"type": TYPE, "content_html": "<p>the question text (stem)</p>", "points": number or null,
 "explanation": {"sections": [{"id": "e1", "content_html": "<p>worked answer / Pembahasan</p>"}]},
 "answers": [Answer], "categories": [{"key", "name"}], "groups": [{"key", "name"}],
 "premises": [{"key", "content"}], "responses": [{"key", "content", "premise_key"}],
 "exact_value_options": {"case_sensitive": false}}
Answer: {"key": "a", "content": "<p>text</p>", "correct": true|false, "category_key": null, "group_key": null}
Keys are short strings unique within their list ("a", "b", "c" …); premise_key, category_key and group_key name a key of that list.

One example per type:
multiple_choice (options A–E; the correct one or ones marked):
{"type":"multiple_choice","content_html":"<p>Ibu kota Indonesia adalah …</p>","answers":[{"key":"a","content":"<p>Bandung</p>","correct":false},{"key":"b","content":"<p>Jakarta</p>","correct":true},{"key":"c","content":"<p>Surabaya</p>","correct":false}]}
true_or_false (Benar/Salah, True/False): exactly two answers whose content is "True" and "False" in English whatever the paper's language:
{"type":"true_or_false","content_html":"<p>Matahari terbit di timur.</p>","answers":[{"key":"t","content":"True","correct":true},{"key":"f","content":"False","correct":false}]}
exact_value (short answer, fill in the blank, isian; an essay/uraian with a short model answer): every accepted answer, each correct:
{"type":"exact_value","content_html":"<p>[% 12 \\times 12 %] = …</p>","answers":[{"key":"a","content":"144","correct":true}]}
categorise (sort items into categories):
{"type":"categorise","content_html":"<p>Kelompokkan hewan berikut.</p>","categories":[{"key":"c1","name":"Mamalia"},{"key":"c2","name":"Burung"}],"answers":[{"key":"a","content":"<p>Kucing</p>","category_key":"c1"},{"key":"b","content":"<p>Elang</p>","category_key":"c2"}]}
grouped_choices (several blanks or rows, each with its own choices, one correct per group):
{"type":"grouped_choices","content_html":"<p>Pilih kata yang tepat.</p>","groups":[{"key":"g1","name":"(1)"},{"key":"g2","name":"(2)"}],"answers":[{"key":"a","content":"<p>is</p>","group_key":"g1","correct":true},{"key":"b","content":"<p>are</p>","group_key":"g1","correct":false},{"key":"c","content":"<p>was</p>","group_key":"g2","correct":true},{"key":"d","content":"<p>were</p>","group_key":"g2","correct":false}]}
correct_order (put in order): the answers listed in the correct order:
{"type":"correct_order","content_html":"<p>Urutkan dari yang terkecil.</p>","answers":[{"key":"a","content":"<p>1/4</p>"},{"key":"b","content":"<p>1/2</p>"},{"key":"c","content":"<p>3/4</p>"}]}
matching_choices (menjodohkan, match column A with column B): premises, and responses naming their premise (premise_key null for an extra choice that matches nothing):
{"type":"matching_choices","content_html":"<p>Jodohkan.</p>","premises":[{"key":"p1","content":"<p>Soekarno</p>"},{"key":"p2","content":"<p>Kartini</p>"}],"responses":[{"key":"r1","content":"<p>Proklamator</p>","premise_key":"p1"},{"key":"r2","content":"<p>Emansipasi wanita</p>","premise_key":"p2"},{"key":"r3","content":"<p>Pahlawan Devisa</p>","premise_key":null}]}

How the document text is written:
- **text** is bold and __text__ is underlined in the paper. A bold or underlined option often marks the correct answer; the markers themselves are not part of the text.
- Tables are written as | cell | cell | rows. An answer key is often a table or list of "number → letter" at the end ("Kunci Jawaban", "Answer key"), answers may also follow each question ("Jawaban: B", "Answer: C"), and "Pembahasan" gives the worked answers: use them for "correct", answer_found and the explanation. An answer key, worked answers, headings, instructions and the school's header are not questions.
- <img data-image-ref="N"> is an image of the paper. Put it, unchanged, where it belongs in the HTML (stem, option, passage). Use only the image references given.
- Mathematics: keep [% … %] exactly as written; write other formulas as [% LaTeX %].
- An exact_value answer is what a learner types: plain text as the paper writes it ("3/4", "x²"), never [% … %].
- HTML: <p>, <strong>, <u>, <em>, <br>, <ul>/<ol>/<li>, <table>/<tr>/<td>, <sub>, <sup>, <img data-image-ref="N"> only. Options go without their letter ("A.", "b)", "(C)").
- Keep the paper's own words; do not translate, correct or add to them. The teacher works in ${LANGUAGE_NAMES[language]}: write the passage titles you make up in that language.
- Points: the number the paper gives the question, else null.
- Questions in the order of the paper, each once. A question cut off at the start or the end of this part: include it with what is there.
- If the part holds no question, reply {"questions": [], "passages": []}.`;
}

/** The user message for one chunk. */
export function userMessage(chunk: PromptChunk, index: number, total: number): string {
  const images = chunk.imageRefs.length > 0 ? `Image references in this part: ${chunk.imageRefs.join(', ')}.` : 'This part has no images.';
  const head = total > 1 ? `Part ${index + 1} of ${total} of the paper. ` : 'The paper. ';
  const key = chunk.keyReference
    ? `\n\n=== For reference only: the answer-key part at the end of the paper (its questions are in other parts; extract nothing from it) ===\n${chunk.keyReference}`
    : '';
  return `${head}${images}\n\n=== Paper ===\n${chunk.text}${key}`;
}

/** The note sent with a retry after a reply that could not be used. */
export function retryNote(problem: string): string {
  return `Your previous reply could not be used: ${problem}\nReply again with only the JSON object described, every question complete and in the shape given.`;
}
