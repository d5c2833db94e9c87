import { describe, expect, it } from 'vitest';
import { inlineKey, isAnswerSpace, keyPairs, labelledKeyPairs, letterOf, tablePairs, truthOf } from './keys.ts';
import { markMath, mathToPlain } from './math.ts';
import { parseNumber } from './numbering.ts';
import { parseOptions } from './options.ts';
import { isClosingLine, isKeyHeading, passageRange, sectionHeading, takePoints } from './sections.ts';

describe('builtin extractor: the parts of a paper', () => {
  it.each([
    ['1. Ibu kota', 1, '.'],
    ['12) Hasil dari', 12, ')'],
    ['(3) Kalimat', 3, '()'],
    ['Soal 4. Berapa', 4, 'soal'],
    ['_____ 9. A hypothesis is', 9, '.'],
    ['1.200 orang datang', null, null],
    ['2024/2025', null, null],
    ['3 : 5', null, null],
  ])('number of %j', (text, number, style) => {
    const parsed = parseNumber(text);
    expect(parsed ? [parsed.number, parsed.style] : [null, null]).toEqual([number, style]);
  });

  it.each([
    ['A. 2     B. 4     C. 6     D. 8', null, [0, 1, 2, 3]],
    ['a) friction', null, [0]],
    ['(C) 9', null, [2]],
    ['a. air        c. distilled water', null, [0, 2]],
    ['A student reads', 0, null],
    ['A\tJakarta', 0, [0]],
    ['B Surabaya', 1, [1]],
    ['Ibu membeli a. b.', null, null],
  ] as const)('options of %j', (text, expected, indexes) => {
    expect(parseOptions(text, expected)?.map((m) => m.index) ?? null).toEqual(indexes);
  });

  it.each([
    ['Jawaban: B', 'B'],
    ['Kunci: A    Skor: 2', 'A    Skor: 2'],
    ['Answer: C', 'C'],
    ['Ans. photosynthesis', 'photosynthesis'],
    ['Sagot: A', 'A'],
    ['Jawablah pertanyaan berikut!', null],
    ['Jawab: ......................', null],
    ['Answer: ________', null],
    ['Sagot: …………', null],
    ['Jawaban: ....  (3 poin)', null],
  ])('inline key %j', (text, value) => expect(inlineKey(text)).toBe(value));

  it.each([
    ['1. B   2. C   3. A', [[1, 'B'], [2, 'C'], [3, 'A']]],
    ['1.B 2.C', [[1, 'B'], [2, 'C']]],
    ['17 – c, 18 – a', [[17, 'c'], [18, 'a']]],
    ['9. TRUE     10. FALSE', [[9, 'TRUE'], [10, 'FALSE']]],
    ['14. Ir. Soekarno', [[14, 'Ir. Soekarno']]],
    ['22. Volume = 80 × 80 × 80 = 512.000 cm³', [[22, 'Volume = 80 × 80 × 80 = 512.000 cm³']]],
    ['12\t8 and 9', [[12, '8 and 9']]],
  ])('key pairs of %j', (text, pairs) => expect(keyPairs(text).map((p) => [p.number, p.value])).toEqual(pairs));

  it.each([
    ['Kunci: 1.D 2.A 3.C 4.B', [[1, 'D'], [2, 'A'], [3, 'C'], [4, 'B']]],
    ['Kunci Jawaban: 1. D, 2. A', [[1, 'D'], [2, 'A']]],
    ['KUNCI JAWABAN PILIHAN GANDA: 1. A 2. B', [[1, 'A'], [2, 'B']]],
    ['Answer key: 1-D 2-A', [[1, 'D'], [2, 'A']]],
    ['Answers: 11. TRUE 12. FALSE', [[11, 'TRUE'], [12, 'FALSE']]],
    ['Susi: 1.A 2.B', [[1, 'A'], [2, 'B']]],
    ['Susi sa Pagwawasto: 1. TAMA 2. MALI 3. TAMA', [[1, 'TAMA'], [2, 'MALI'], [3, 'TAMA']]],
    ['Kunci: B', []],
    ['Answer: 12', []],
    ['Jawaban: 1) bernapas dengan paru-paru 2) bertelur', []],
    ['Kunci: x = 6 atau x = 2', []],
  ])('one-line key of %j', (text, pairs) => expect(labelledKeyPairs(text)?.pairs.map((p) => [p.number, p.value]) ?? []).toEqual(pairs));

  it.each([
    ['Jawab: ..................................', true],
    ['Answer: ________________', true],
    ['Sagot: _____ (2 points)', true],
    ['.............................................', true],
    ['______________________', true],
    ['…………………………', true],
    ['Jawab: Bandung', false],
    ['....', false],
    ['Mira : "...."', false],
    ['Hasil dari 2 + 3 = ....', false],
  ] as const)('answer space %j', (text, space) => expect(isAnswerSpace(text)).toBe(space));

  it.each([
    ['~ Selamat Mengerjakan ~', true],
    ['*** Good Luck ***', true],
    ['— END OF EXAMINATION —', true],
    ['-- Selesai --', true],
    ['Semoga sukses!', true],
    ['GOD BLESS!', true],
    ['Inihanda ni: Gng. Maricel D. Santos, Guro III', true],
    ['Prepared by:', true],
    ['Checked by:', true],
    ['Noted:', true],
    ['Mengetahui,', true],
    ['Disusun oleh: Ibu Sari, S.Pd.', true],
    ['"Good luck!"', false],
    ['D. Good luck', false],
    ['Noted scientists agree that the earth is round.', false],
    ['Selamat pagi, anak-anak. Hari ini kita belajar.', false],
    ['The end of the story is sad.', false],
  ] as const)('closing line %j', (text, closing) => expect(isClosingLine(text)).toBe(closing));

  it('reads key tables side by side and transposed', () => {
    const cells = (...rows: string[][]) => rows.map((row) => row.map((text) => [{ text }]));
    expect(tablePairs(cells(['No', 'Jawaban', 'No', 'Jawaban'], ['1', 'B', '6', 'D'], ['2', 'C', '7', 'A'])).map((p) => `${p.number}${p.value}`)).toEqual(['1B', '6D', '2C', '7A']);
    expect(tablePairs(cells(['No', '1', '2', '3'], ['Kunci', 'A', 'C', 'B'])).map((p) => `${p.number}${p.value}`)).toEqual(['1A', '2C', '3B']);
    expect(tablePairs(cells(['1. B', '6. A'], ['2. C', '7. TAMA'])).map((p) => `${p.number}${p.value}`)).toEqual(['1B', '6A', '2C', '7TAMA']);
  });

  it.each([
    ['B', true], ['Benar', true], ['TRUE', true], ['Tama', true], ['S', false], ['salah', false], ['FALSE', false], ['MALI', false], ['C', null],
  ] as const)('truth of %j', (value, truth) => expect(truthOf(value)).toBe(truth));

  it.each([['B', 1], ['b.', 1], ['(C)', 2], ['c. gaya gesek', 2], ['a lot', null], ['photosynthesis', null]] as const)('letter of %j', (value, letter) => expect(letterOf(value)).toBe(letter));

  it.each([
    ['A. Pilihan Ganda', 'mc'],
    ['I. Berilah tanda silang (x) pada huruf A, B, C, atau D!', 'mc'],
    ['B. Benar atau Salah', 'tf'],
    ['TEST II. TRUE OR FALSE', 'tf'],
    ['D. Menjodohkan', 'matching'],
    ['TEST III. MATCHING TYPE', 'matching'],
    ['C. Isian Singkat', 'short'],
    ['II. Identification (2 points each)', 'short'],
    ['B. Fill in the blank (2 pts each).', 'short'],
    ['II. URAIAN', 'essay'],
    ['III. Essay (5 points)', 'essay'],
    ['II. Tama o Mali.', 'tf'],
    ['c. matching the colors of the flag', null],
    ['Jelaskan mengapa soal pilihan ganda mudah dikerjakan oleh siswa kelas enam di sekolah kami', null],
  ] as const)('section of %j', (text, kind) => expect(sectionHeading(text, false)).toBe(kind));

  it.each([
    ['Kunci Jawaban', true], ['KUNCI JAWABAN', true], ['Answer Key', true], ['KEY TO CORRECTION', true], ['Susi sa Pagwawasto', true],
    ['Kunci Jawaban Pilihan Ganda', true], ['Kunci: B', false], ['Kunci: x = 6 atau x = −2', false], ['Jawaban: B', false],
  ] as const)('key heading %j', (text, heading) => expect(isKeyHeading(text)).toBe(heading));

  it.each([
    ['Berapa? (2 poin)', 2], ['Solve it. [3 points]', 3], ['Kunci: A  Skor: 2', 2], ['Tentukan x. (Skor: 10)', 10], ['(5 pts)', 5], ['Pernyataan (2) benar', null],
  ] as const)('points of %j', (text, points) => expect(takePoints(text).points).toBe(points));

  it.each([
    ['Bacalah teks berikut untuk menjawab soal nomor 6 – 8!', { from: 6, to: 8 }],
    ['Read the selection below and answer items 6–9.', { from: 6, to: 9 }],
    ['Perhatikan teks berikut untuk soal no. 3 s.d. 5', { from: 3, to: 5 }],
    ['Hitunglah 6 – 8 + 2', null],
  ])('passage range of %j', (text, range) => expect(passageRange(text)).toEqual(range));

  it.each([
    ['Nilai dari 15² adalah', 'Nilai dari [% 15^{2} %] adalah'],
    ['Hasil dari √144 adalah', 'Hasil dari [% \\sqrt{144} %] adalah'],
    ['3/4 + 1/2 = ....', '[% \\frac{3}{4} + \\frac{1}{2} %] = ....'],
    ['x² − 5x + 6 = 0', '[% x^{2} - 5x + 6 = 0 %]'],
    ['Ibu membeli 2 1/2 kg gula.', 'Ibu membeli [% 2\\frac{1}{2} %] kg gula.'],
    ['8^(2/3) dan 2^3', '[% 8^{\\frac{2}{3}} %] dan [% 2^{3} %]'],
    ['O₂ dan CO₂', '[% O_{2} %] dan [% CO_{2} %]'],
    ['percepatan sentripetal a_(s) = v²/r, adalah', 'percepatan sentripetal [% a_{s} = v^{2}/r %], adalah'],
    ['centripetal acceleration a_(c) = v²/r and F_(net) = ma', 'centripetal acceleration [% a_{c} = v^{2}/r %] and [% F_{net} = ma %]'],
    ['Tahun 2024/2025 dan tanggal 17 Agustus', 'Tahun 2024/2025 dan tanggal 17 Agustus'],
    ['Sudah ada [% \\frac{1}{2} %] di sini', 'Sudah ada [% \\frac{1}{2} %] di sini'],
  ])('math of %j', (text, marked) => {
    expect(markMath(text)).toBe(marked);
  });

  it('reads math back as typed', () => {
    expect(mathToPlain('[% x^{2} - 5x %] dan [% \\frac{3}{4} %], [% \\sqrt{144} %]')).toBe('x² - 5x dan 3/4, √144');
  });
});
