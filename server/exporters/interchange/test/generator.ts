// Seeded questions for property tests: every type, valid by the editor's rules (distinct
// answers, one correct per group, a response per premise), words drawn from a fixed list so a
// failing seed can be replayed.
import type { Question, QuestionType } from '../../../../domain/schemas/questions.ts';
import { answer, question } from './fixtures.ts';

/** mulberry32: a small, good-enough PRNG with a 32-bit seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = 'apple river mountain cloud stone garden window bridge candle forest lantern meadow harbor violet copper ember falcon glacier island jasmine'.split(' ');

export function generateQuestion(seed: number, id: number, type: QuestionType): Question {
  const rnd = random(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const used = new Set<string>();
  const word = () => {
    for (;;) {
      const w = `${WORDS[int(0, WORDS.length - 1)]}${int(1, 99)}`;
      if (!used.has(w)) {
        used.add(w);
        return w;
      }
    }
  };
  const stem = `<p>${word()} ${word()} ${word()}?</p>`;
  const base = { points: int(1, 5), explanation: { sections: [{ id: 's', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: `<p>${word()} because ${word()}</p>` }] } };
  switch (type) {
    case 'multiple_choice': {
      const n = int(2, 6);
      const correct = new Set(Array.from({ length: int(1, n) }, () => int(0, n - 1)));
      return question(id, type, stem, { ...base, answers: Array.from({ length: n }, (_, i) => answer(`<p>${word()}</p>`, { correct: correct.has(i) })) });
    }
    case 'true_or_false': {
      const isTrue = rnd() < 0.5;
      return question(id, type, stem, { ...base, answers: [answer('True', { correct: isTrue }), answer('False', { correct: !isTrue })] });
    }
    case 'exact_value':
      return question(id, type, stem, { ...base, answers: Array.from({ length: int(1, 3) }, () => answer(word(), { correct: true })) });
    case 'correct_order':
      return question(id, type, stem, { ...base, answers: Array.from({ length: int(2, 5) }, () => answer(`<p>${word()}</p>`)) });
    case 'categorise': {
      const categories = Array.from({ length: int(2, 3) }, (_, i) => ({ id: 900 + i, key: `c${i}`, name: word() }));
      const answers = categories.flatMap((c) => Array.from({ length: int(1, 2) }, () => answer(word(), { category_key: c.key })));
      return question(id, type, stem, { ...base, categories, answers });
    }
    case 'grouped_choices': {
      const groups = Array.from({ length: int(1, 3) }, (_, i) => ({ id: 800 + i, key: `g${i}`, name: word() }));
      const answers = groups.flatMap((g) => {
        const n = int(2, 3);
        const right = int(0, n - 1);
        return Array.from({ length: n }, (_, i) => answer(word(), { group_key: g.key, correct: i === right }));
      });
      return question(id, type, stem, { ...base, groups, answers });
    }
    case 'matching_choices': {
      const premises = Array.from({ length: int(2, 4) }, (_, i) => ({ id: 700 + i, key: `p${i}`, content: `<p>${word()}</p>` }));
      const responses = premises.map((p, i) => ({ id: 750 + i, key: `r${i}`, content: `<p>${word()}</p>`, premise_key: p.key as string | null }));
      if (rnd() < 0.5) responses.push({ id: 799, key: 'extra', content: `<p>${word()}</p>`, premise_key: null });
      return question(id, type, stem, { ...base, premises, responses });
    }
  }
}
