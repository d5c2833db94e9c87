// Every message the content rules use exists in both languages, and the §8 texts are exact.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../messages/en.json' with { type: 'json' };
import id from '../messages/id.json' with { type: 'json' };

const here = import.meta.dirname;
const sources = [
  ...readdirSync(here)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(here, f)),
  join(here, '../schemas/content.ts'),
  join(here, '../schemas/questions.ts'),
];
const usedKeys = [...new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/msg\('([a-z_]+)'\)/g)].map((m) => m[1]!)))].sort();

describe('content rule messages', () => {
  it('finds the keys the rules use', () => {
    expect(usedKeys.length).toBeGreaterThan(40);
  });

  it.each(usedKeys)('%s has English and Indonesian text', (key) => {
    expect((en as Record<string, string>)[key]?.trim()).toBeTruthy();
    expect((id as Record<string, string>)[key]?.trim()).toBeTruthy();
  });

  it.each([
    ['required', 'Required'],
    ['points_required', 'Points cannot be empty'],
    ['answers_duplicate', 'A question cannot contain duplicate answers'],
    ['unit_needs_valid_topic', 'A unit must contain at least one valid topic'],
    ['topic_needs_valid_content', 'A topic must contain at least one valid question or page'],
    ['provider_read_only', "Question references imported from the provider's courses are not editable."],
    ['category_required', 'A category must be entered'],
    ['label_required', 'List items must all have labels'],
    ['premise_duplicate', 'Matching choices cannot have duplicate premises'],
    ['response_duplicate', 'Matching choices cannot have duplicate responses'],
  ])('%s reads exactly %j (spec §5, §8)', (key, text) => {
    expect((en as Record<string, string>)[key]).toBe(text);
  });
});
