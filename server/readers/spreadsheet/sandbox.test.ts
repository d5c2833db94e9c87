// The conversion read apart from this process (index.ts → sandboxTask.ts in a child process):
// what comes back is what the in-process conversion gives, a refused file is the same refusal,
// and a file that passes the reader's memory or time limit is refused as too heavy.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateValidation } from '../../../domain/messages/index.ts';
import { convertSpreadsheet as convertHere } from './convertFile.ts';
import { SpreadsheetRefusal, convertSpreadsheet } from './index.ts';
import { PART_SIZE } from './sandboxTask.ts';
import { largeWorkbook, tempFile } from './test/files.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const input = (file: string, language: 'en' | 'id' = 'en', pointsEnabled = true) => ({ path: file, language, ruleOptions: { pointsEnabled } });
/** The conversion with its random section ids made the same, to compare two of them. */
const comparable = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'uuid'));

async function refusal(promise: Promise<unknown>): Promise<SpreadsheetRefusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpreadsheetRefusal);
  return error as SpreadsheetRefusal;
}

describe('convertSpreadsheet in a child process', () => {
  it('answers what the conversion in this process gives: every question, passage and problem', async () => {
    for (const name of ['all-types.xlsx', 'rule-errors.xlsx']) {
      expect(comparable(await convertSpreadsheet(input(fixture(name), 'id'))), name).toEqual(comparable(await convertHere(input(fixture(name), 'id'))));
    }
  });

  it(`puts together questions that came in parts of ${PART_SIZE}, in order`, async () => {
    const file = await tempFile('many.xlsx', largeWorkbook(PART_SIZE * 2 + 7));
    const apart = await convertSpreadsheet(input(file, 'en', false));
    expect(apart.questions.map((q) => q.row)).toEqual(Array.from({ length: PART_SIZE * 2 + 7 }, (_, i) => i + 2));
    expect(comparable(apart)).toEqual(comparable(await convertHere(input(file, 'en', false))));
  });

  it('refuses a whole file with the same refusal, its reason and both texts', async () => {
    const apart = await refusal(convertSpreadsheet(input(fixture('no-template.xlsx'))));
    const here = await refusal(convertHere(input(fixture('no-template.xlsx'))));
    expect(apart.reason).toBe('sheet_not_template');
    expect(apart.toData()).toEqual(here.toData());
    expect(apart.statusCode).toBe(422);
    expect(apart.message).toBe(here.message);
  });

  it('refuses a file that takes the reader past its time or memory limit as too heavy', async () => {
    const tooHeavy = { en: translateValidation('validation.sheet_file_too_heavy', 'en'), id: translateValidation('validation.sheet_file_too_heavy', 'id') };
    const slow = await refusal(convertSpreadsheet(input(fixture('all-types.xlsx')), { limits: { timeoutMs: 1 } }));
    expect(slow.reason).toBe('sheet_file_too_heavy');
    expect(slow.fields).toEqual({ file: tooHeavy });

    const file = await tempFile('huge.xlsx', largeWorkbook(60_000));
    const big = await refusal(convertSpreadsheet({ ...input(file), maxRows: 100_000 }, { limits: { memoryMb: 128 } }));
    expect(big.reason).toBe('sheet_file_too_heavy');
  });
});
