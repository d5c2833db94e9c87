// One question row → a question document valid per §5, or its problems by cell. The
// document is checked exactly as the question editor's create route checks it
// (commands/checkQuestion.ts): the structural schema, then
// prepareQuestion (parts the type uses, rich text sanitized), then questionIssues with the
// organization's point setting.
import { randomUUID } from 'node:crypto';
import { type ValidationKey, msg, translateValidation } from '../../../domain/messages/index.ts';
import { type QuestionRuleOptions, questionIssues } from '../../../domain/rules/questionRules.ts';
import { type QuestionDocument, type QuestionType, questionDocumentFields } from '../../../domain/schemas/questions.ts';
import type { SpreadsheetError } from '../../../domain/schemas/importing.ts';
import { stripUnusedParts } from '../../../domain/rules/questionDefaults.ts';
import { prepareQuestion } from '../../sanitize/questionContent.ts';
import { type ImageRefs, blockHtml, isStoredForm } from './cellText.ts';
import { type FieldId, type Language, headerName } from './layout.ts';
import type { SheetCell } from './reader.ts';
import { type RowProblem, rowParts } from './rowParts.ts';

export interface RowContext {
  sheet: string;
  row: number;
  language: Language;
  /** Field → the cell in this row (absent when empty). */
  cells: Map<FieldId, SheetCell>;
  /** Field → its column letter in this sheet. */
  columns: Map<FieldId, string>;
}

export interface RowImage {
  ref: string;
  field: FieldId;
}

export type RowOutcome =
  | { ok: true; document: QuestionDocument; passageKey: string | null; images: RowImage[] }
  | { ok: false; errors: SpreadsheetError[] };

export function cellError(ctx: RowContext, f: FieldId | null, key: ValidationKey | string, params: Record<string, unknown> = {}): SpreadsheetError {
  const message = key.startsWith('validation.') ? key : msg(key as ValidationKey);
  return {
    sheet: ctx.sheet,
    row: ctx.row,
    column: f === null ? null : (ctx.columns.get(f) ?? null),
    field: f === null ? null : headerName(f, ctx.language),
    message: translateValidation(message, ctx.language, params),
  };
}

const note = (html: string): QuestionDocument['explanation'] =>
  html === '' ? { sections: [] } : { sections: [{ id: randomUUID(), content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: html }] };

/**
 * The document as the editor's create route stores it (prepareQuestion: the parts its type
 * uses, rich text sanitized). HTML this converter made from cell text is already in the
 * sanitizer's form (cellText.ts isStoredForm), so sanitizing, most of a row's time, is
 * skipped for it; a test checks that prepareQuestion leaves such documents unchanged.
 */
function prepareConverted(doc: QuestionDocument): QuestionDocument {
  const notes = [...doc.sections, ...doc.explanation.sections, ...doc.hint.sections].flatMap((s) => [s.content_html, s.content]);
  const parts = [...doc.answers.filter((a) => a.answer_type !== 'equation').map((a) => a.content), ...doc.premises.map((p) => p.content), ...doc.responses.map((r) => r.content)];
  if (![doc.content_html, ...notes, ...parts].every(isStoredForm)) return prepareQuestion(doc);
  const stripped = stripUnusedParts(doc);
  return { ...stripped, answers: stripped.answers.map((a) => ({ ...a, media_id: a.answer_type === 'image' ? a.media_id : null })) };
}

/** The column a list-level issue belongs to, per type. */
function listField(type: QuestionType, path: string, message: string): FieldId | null {
  if (path === 'answers') {
    if (type === 'multiple_choice') return message === msg('answers_min_valid') ? 'option:1' : 'correct';
    if (type === 'true_or_false') return 'correct';
    if (type === 'exact_value') return 'answer:1';
    if (type === 'correct_order') return 'item:1';
    if (type === 'categorise') return 'category_items:1';
    if (type === 'grouped_choices') return 'group_choices:1';
  }
  const fixed: Record<string, FieldId> = {
    content_html: 'question',
    points: 'points',
    categories: 'category:1',
    groups: 'group:1',
    premises: 'premise:1',
    responses: 'additional',
    exact_value_options: 'numbering',
  };
  return fixed[path] ?? null;
}

function issueField(type: QuestionType, path: readonly PropertyKey[], message: string, sources: Map<string, FieldId>): FieldId | null {
  const parts = path.map(String);
  if (parts[0] === 'explanation' || parts[0] === 'hint') return parts[0];
  if (parts[0] === 'exact_value_options') return parts[1] === 'numbering_start' ? 'start' : 'numbering';
  for (let n = parts.length; n >= 1; n--) {
    const hit = sources.get(parts.slice(0, n).join('.'));
    // An exact-value answer's label is in its Label column.
    if (hit) return parts.at(-1) === 'label' && hit.startsWith('answer:') ? hit.replace('answer:', 'label:') : hit;
  }
  return listField(type, parts[0] ?? '', message);
}

/** Points as typed: a number cell, or text with a decimal point or comma. */
function pointsOf(cell: SheetCell | undefined): { value: number | null; bad: boolean } {
  if (!cell) return { value: null, bad: false };
  if (cell.number !== undefined) return { value: cell.number, bad: false };
  const n = Number(cell.text.replace(',', '.'));
  return cell.text.trim() === '' ? { value: null, bad: false } : Number.isFinite(n) ? { value: n, bad: false } : { value: null, bad: true };
}

export function convertRow(type: QuestionType, ctx: RowContext, refs: ImageRefs, options: QuestionRuleOptions): RowOutcome {
  const errors: SpreadsheetError[] = [];
  for (const [f, cell] of ctx.cells) if (cell.problem) errors.push(cellError(ctx, f, cell.problem.key, cell.problem.params));
  if (errors.length > 0) return { ok: false, errors: dedupe(errors) };

  const text = (f: FieldId) => ctx.cells.get(f)?.text ?? '';
  const images: RowImage[] = [];
  const block = (f: FieldId) => {
    const found: string[] = [];
    const html = blockHtml(text(f), refs, found);
    for (const ref of found) images.push({ ref, field: f });
    return html;
  };
  const stem = block('question');
  const explanation = block('explanation');
  const hint = block('hint');
  const parts = rowParts(type, { text, number: (f) => ctx.cells.get(f)?.number, bool: (f) => ctx.cells.get(f)?.bool }, refs);
  images.push(...parts.images);
  const points = pointsOf(ctx.cells.get('points'));
  const problems: RowProblem[] = [...parts.problems];
  if (points.bad) problems.push({ field: 'points', key: 'points_invalid' });
  for (const p of problems) errors.push(cellError(ctx, p.field, p.key, p.params));

  const parsed = questionDocumentFields.safeParse({
    type,
    content_html: stem,
    explanation: note(explanation),
    hint: note(hint),
    points: points.value,
    ...parts.doc,
  });
  if (!parsed.success) {
    for (const i of parsed.error.issues) {
      const f = issueField(type, i.path, i.message, parts.sources);
      errors.push(cellError(ctx, f, i.message, { max: (i as { maximum?: unknown }).maximum }));
    }
    return { ok: false, errors: dedupe(errors) };
  }
  const document = prepareConverted(parsed.data);
  for (const i of questionIssues(document, options)) errors.push(cellError(ctx, issueField(type, i.path, i.message, parts.sources), i.message));
  if (errors.length > 0) return { ok: false, errors: dedupe(errors) };
  const passage = text('passage').trim();
  return { ok: true, document, passageKey: passage === '' ? null : passage, images };
}

/** The first problem of each cell (as a form shows the first issue of a field). */
function dedupe(errors: SpreadsheetError[]): SpreadsheetError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const k = e.column ?? `-${e.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
