// What a QTI 1.2 item's `resprocessing` says, read the way Canvas and Common Cartridge write it:
// each `respcondition` tests responses (`varequal`, ranges, `not`, `and`, `or`, `other`),
// may set the score (`setvar`), and may show feedback (`displayfeedback linkrefid`). A
// condition that sets a positive score names the right responses; a test under `not` is what
// must not be chosen. Canvas lists a short answer's accepted values as several `varequal` in
// one condition (meant as "any of"), and a numeric answer as a range (`vargte`/`varlte`, with
// a `varequal` for an exact value): both are read here, not judged.
import { type Element, attr, childElements, descendants, firstChild, localName, textOf } from '../xml.ts';

export type TestOperator = 'varequal' | 'vargt' | 'vargte' | 'varlt' | 'varlte' | 'varsubstring' | 'other_test';

export interface VarTest {
  operator: TestOperator;
  respident: string;
  value: string;
  negated: boolean;
  caseSensitive: boolean;
}

export interface Condition {
  tests: VarTest[];
  /** `<other/>`: the condition holds whatever the response. */
  other: boolean;
  /** The highest score the condition sets or adds, 0 when none. */
  score: number;
  feedback: string[];
}

const OPERATORS = new Set(['varequal', 'vargt', 'vargte', 'varlt', 'varlte', 'varsubstring']);
const OTHER_TESTS = new Set(['varinside', 'varsubset', 'unanswered', 'durequal', 'durlt', 'durlte', 'durgt', 'durgte']);

function collectTests(el: Element, negated: boolean, out: Condition): void {
  for (const child of childElements(el)) {
    const name = localName(child);
    if (name === 'not') collectTests(child, !negated, out);
    else if (name === 'and' || name === 'or') collectTests(child, negated, out);
    else if (name === 'other') out.other = true;
    else if (OPERATORS.has(name) || OTHER_TESTS.has(name)) {
      out.tests.push({
        operator: OPERATORS.has(name) ? (name as TestOperator) : 'other_test',
        respident: attr(child, 'respident') ?? '',
        value: textOf(child).trim(),
        negated,
        caseSensitive: (attr(child, 'case') ?? '').toLowerCase() === 'yes',
      });
    }
  }
}

function scoreOf(condition: Element): number {
  let best = 0;
  for (const setvar of childElements(condition, 'setvar')) {
    const action = (attr(setvar, 'action') ?? 'Set').toLowerCase();
    const value = Number(textOf(setvar).trim());
    if ((action === 'set' || action === 'add') && Number.isFinite(value) && value > best) best = value;
  }
  return best;
}

/** The item's response conditions, in order. */
export function conditionsOf(item: Element): Condition[] {
  return descendants(item, 'respcondition').map((el) => {
    const condition: Condition = { tests: [], other: false, score: scoreOf(el), feedback: [] };
    const vars = firstChild(el, 'conditionvar');
    if (vars) collectTests(vars, false, condition);
    condition.feedback = childElements(el, 'displayfeedback').flatMap((d) => {
      const ref = attr(d, 'linkrefid');
      return ref ? [ref] : [];
    });
    return condition;
  });
}

/** The conditions that give credit. */
export const scoringConditions = (conditions: Condition[]): Condition[] => conditions.filter((c) => c.score > 0);

/** The tests of the scoring conditions on one response, not under `not`. */
export function creditedTests(conditions: Condition[], respident: string): VarTest[] {
  return scoringConditions(conditions).flatMap((c) => c.tests.filter((t) => t.respident === respident && !t.negated));
}

/** The values (choice idents or typed text) credited for `respident`, first occurrence first. */
export function creditedValues(conditions: Condition[], respident: string): string[] {
  const values = creditedTests(conditions, respident)
    .filter((t) => t.operator === 'varequal')
    .map((t) => t.value);
  return [...new Set(values)];
}

/** A number as Pena compares it typed: `42.0` is `42`. */
export function plainNumber(text: string): string | null {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) ? String(n) : null;
}

/**
 * The exact values a numeric response is credited for, or null when some credit is for a range
 * (a margin or a precision): an exact answer of margin 0 is a range whose two ends are its value.
 */
export function exactNumericValues(conditions: Condition[], respident: string): string[] | null {
  const values: string[] = [];
  for (const condition of scoringConditions(conditions)) {
    const tests = condition.tests.filter((t) => t.respident === respident && !t.negated);
    if (tests.length === 0) continue;
    const bounds = tests.filter((t) => t.operator !== 'varequal');
    if (bounds.some((t) => t.operator === 'vargt' || t.operator === 'varlt' || t.operator === 'varsubstring' || t.operator === 'other_test')) return null;
    const points = [...new Set(tests.map((t) => plainNumber(t.value)))];
    const point = points.length === 1 ? points[0] : null;
    if (point === null || point === undefined) return null;
    if (bounds.length > 0 && !(bounds.some((t) => t.operator === 'vargte') && bounds.some((t) => t.operator === 'varlte'))) return null;
    values.push(point);
  }
  return [...new Set(values)];
}

/** Feedback shown when one response is `value` (a choice's own feedback), by `respident value`. */
export function answerFeedback(conditions: Condition[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of conditions) {
    if (c.score > 0 || c.other || c.tests.length !== 1 || c.tests[0]!.operator !== 'varequal' || c.tests[0]!.negated) continue;
    const key = `${c.tests[0]!.respident} ${c.tests[0]!.value}`;
    out.set(key, [...(out.get(key) ?? []), ...c.feedback]);
  }
  return out;
}
