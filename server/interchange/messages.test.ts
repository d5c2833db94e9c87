// What a teacher reads about another tool's file: every refusal, skip reason and left-out reason
// has its own English and Indonesian text, and a skip names the source's word when there is one.
import { describe, expect, it } from 'vitest';
import { EXPORT_LEFT_OUT_REASONS, INTERCHANGE_IMPORT_FAILURES, INTERCHANGE_SKIP_REASONS } from '../../domain/schemas/interchange.ts';
import { interchangeFailureMessage, leftOutMessage, skipMessage } from './messages.ts';

const bilingual = (text: { en: string; id: string }) => {
  expect(text.en.trim()).not.toBe('');
  expect(text.id.trim()).not.toBe('');
  expect(text.id).not.toBe(text.en);
};

describe('interchange messages', () => {
  it.each(INTERCHANGE_IMPORT_FAILURES)('a refused file (%s) in English and Indonesian', (code) => {
    bilingual(interchangeFailureMessage(code));
  });

  it('each refusal says something of its own', () => {
    const texts = INTERCHANGE_IMPORT_FAILURES.map((code) => interchangeFailureMessage(code).en);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(INTERCHANGE_SKIP_REASONS)('a skipped item (%s) in both languages, naming the detail when there is one', (reason) => {
    bilingual(skipMessage(reason, ''));
    const named = skipMessage(reason, 'extendedTextInteraction');
    bilingual(named);
    if (reason !== 'over_limit') {
      expect(named.en).toContain('(extendedTextInteraction)');
      expect(named.id).toContain('(extendedTextInteraction)');
      expect(skipMessage(reason, '').en).not.toContain('()');
    }
  });

  it('over_limit names the limit, 5,000 by default', () => {
    expect(skipMessage('over_limit', '').en).toContain('5,000');
    expect(skipMessage('over_limit', '').id).toContain('5.000');
  });

  it.each(EXPORT_LEFT_OUT_REASONS)('a question left out of an export (%s) in both languages', (reason) => {
    bilingual(leftOutMessage(reason));
  });
});
