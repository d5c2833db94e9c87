// The browser's size check of each import step's file, in the unit the cap is shown in: a
// file of exactly the cap (MB = 1,000,000 bytes) is taken, one byte more is refused. The
// page-generation upload checks its file the same way.
import { describe, expect, it } from 'vitest';
import { uploadRule, type UploadPurposeName } from '../../../domain/uploads.ts';
import { pageSourceProblem } from '../../features/course-tree/data/pageGeneration.ts';
import { refusal } from './FileDrop.tsx';

const file = (name: string, size: number) => ({ name, size }) as File;

describe('the size an import step takes', () => {
  it.each([
    ['spreadsheet', 'soal.xlsx', 20_000_000],
    ['image_archive', 'gambar.zip', 35_000_000],
    ['document_import', 'soal.pdf', 2_000_000],
  ] as const)('%s: %s of %i bytes is taken, one byte more is refused', (purpose: UploadPurposeName, name, cap) => {
    expect(uploadRule(purpose).maxBytes).toBe(cap);
    expect(refusal(purpose, file(name, cap))).toBeNull();
    expect(refusal(purpose, file(name, cap + 1))).toBe('size');
  });

  it('page generation takes a deck of 35,000,000 bytes and refuses 35,000,001', () => {
    expect(pageSourceProblem(file('materi.pptx', 35_000_000))).toBeNull();
    expect(pageSourceProblem(file('materi.pptx', 35_000_001))).toBe('size');
  });
});
