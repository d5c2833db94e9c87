// What an item declares about its responses and its score: the correct response, the
// mapping of responses to points, and the SCORE outcome, read from the (2.x-spelled) item.
// Pena keeps only what a learner must answer and the points, so partial credit and
// negative marks are read for the points and otherwise dropped.
import { type Element, attr, childElements, descendants, firstChild, textOf } from '../xml.ts';

export interface MapEntry {
  key: string;
  value: number;
  caseSensitive: boolean;
}

export interface ResponseDeclaration {
  identifier: string;
  cardinality: string;
  baseType: string;
  /** The correct response's values, as written (`ChoiceA`, `A P` for a pair). */
  correct: string[];
  mapping: { entries: MapEntry[]; upperBound: number | null } | null;
}

const number = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : null;
};

const values = (el: Element | undefined) => (el ? childElements(el, 'value').map((v) => textOf(v).trim()) : []);

/** The item's response declarations by identifier. */
export function responseDeclarations(item: Element): Map<string, ResponseDeclaration> {
  const out = new Map<string, ResponseDeclaration>();
  for (const decl of childElements(item, 'responseDeclaration')) {
    const identifier = attr(decl, 'identifier') ?? '';
    const mapping = firstChild(decl, 'mapping');
    out.set(identifier, {
      identifier,
      cardinality: attr(decl, 'cardinality') ?? 'single',
      baseType: attr(decl, 'baseType') ?? '',
      correct: values(firstChild(decl, 'correctResponse')).filter((v) => v !== ''),
      mapping: mapping
        ? {
            entries: childElements(mapping, 'mapEntry').map((e) => ({
              key: (attr(e, 'mapKey') ?? '').trim(),
              value: number(attr(e, 'mappedValue')) ?? 0,
              caseSensitive: attr(e, 'caseSensitive') === 'true',
            })),
            upperBound: number(attr(mapping, 'upperBound')),
          }
        : null,
    });
  }
  return out;
}

/**
 * The values that earn credit: the correct response, else the mapped values worth points.
 * A single-cardinality response's best mapped value stands for the one correct answer.
 */
export function correctValues(decl: ResponseDeclaration): string[] {
  if (decl.correct.length > 0) return decl.correct;
  const paying = (decl.mapping?.entries ?? []).filter((e) => e.value > 0);
  if (decl.cardinality === 'single' && paying.length > 0) return [paying.reduce((best, e) => (e.value > best.value ? e : best)).key];
  return paying.map((e) => e.key);
}

/** Text values accepted for a text entry: the correct response and every mapped value worth points. */
export function acceptedValues(decl: ResponseDeclaration): string[] {
  const mapped = (decl.mapping?.entries ?? []).filter((e) => e.value > 0).map((e) => e.key);
  return [...new Set([...decl.correct, ...mapped])].filter((v) => v !== '');
}

const scoreOutcome = (item: Element) => childElements(item, 'outcomeDeclaration').find((o) => attr(o, 'identifier') === 'SCORE');

function declaredMaximum(item: Element): number | null {
  const score = scoreOutcome(item);
  const normal = score ? number(attr(score, 'normalMaximum')) : null;
  if (normal !== null && normal > 0) return normal;
  // QTI 3 items (and 2.x tools) often state the maximum as a MAXSCORE outcome's default.
  const max = childElements(item, 'outcomeDeclaration').find((o) => attr(o, 'identifier') === 'MAXSCORE');
  const value = max ? number(values(firstChild(max, 'defaultValue'))[0]) : null;
  return value !== null && value > 0 ? value : null;
}

function mappedMaximum(decl: ResponseDeclaration): number | null {
  const mapping = decl.mapping;
  if (!mapping || mapping.entries.length === 0) return null;
  if (mapping.upperBound !== null && mapping.upperBound > 0) return mapping.upperBound;
  if (decl.cardinality === 'single') return Math.max(...mapping.entries.map((e) => e.value));
  const byKey = new Map(mapping.entries.map((e) => [e.key, e.value]));
  const credited = decl.correct.length > 0 ? decl.correct.map((v) => byKey.get(v) ?? 0) : mapping.entries.map((e) => e.value).filter((v) => v > 0);
  const sum = credited.reduce((a, b) => a + b, 0);
  return sum > 0 ? sum : null;
}

/**
 * The item's points: the SCORE's normalMaximum (or a MAXSCORE default); else what the mapping
 * of each response gives at most; else 1 a response, as the match_correct template scores.
 * Null when the item processes no responses at all (nothing says what it is worth).
 */
export function itemPoints(item: Element, used: readonly ResponseDeclaration[]): number | null {
  const declared = declaredMaximum(item);
  if (declared !== null) return declared;
  if (!firstChild(item, 'responseProcessing') || used.length === 0) return null;
  const total = used.reduce((sum, decl) => sum + (mappedMaximum(decl) ?? 1), 0);
  return Math.round(total * 10) / 10;
}

const TOLERANT = new Set(['equalRounded', 'lt', 'gt', 'lte', 'gte']);

/**
 * Whether the responses are judged within a tolerance or a range (`equal` with a tolerance
 * mode, `equalRounded`, a comparison), which Pena's exact value cannot state.
 */
export function usesNumericTolerance(item: Element, decls: readonly ResponseDeclaration[]): boolean {
  if (!decls.some((d) => d.baseType === 'float' || d.baseType === 'integer')) return false;
  const processing = firstChild(item, 'responseProcessing');
  if (!processing) return false;
  const ids = new Set(decls.map((d) => d.identifier));
  const judgesResponse = (el: Element) => descendants(el, 'variable').some((v) => ids.has(attr(v, 'identifier') ?? ''));
  const equal = descendants(processing, 'equal').filter((e) => (attr(e, 'toleranceMode') ?? 'exact') !== 'exact');
  const others = [...TOLERANT].flatMap((name) => descendants(processing, name));
  return [...equal, ...others].some(judgesResponse);
}
