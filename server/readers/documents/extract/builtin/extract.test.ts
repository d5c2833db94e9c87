import { describe, expect, it } from 'vitest';
import { questionDocumentFields } from '../../../../../domain/schemas/questions.ts';
import { questionIssues } from '../../../../../domain/rules/questionRules.ts';
import type { Block, ReadDocument } from '../../model.ts';
import { builtinExtractor } from './index.ts';
import { extract, paper, summary, table } from './test/paper.ts';

const shapes: [string, ReadDocument, string[]][] = [
  [
    'ID: options on their own lines, inline "Jawaban:"',
    paper('A. Pilihan Ganda', '1. Ibu kota Indonesia adalah ....', 'a. Bandung', 'b. Jakarta', 'c. Surabaya', 'd. Medan', 'Jawaban: b', '2. 2 + 2 = ....', 'a. 3', 'b. 4', 'Jawaban: B'),
    ['1 multiple_choice b', '2 multiple_choice b'],
  ],
  [
    'EN: options on one line, key list under "Answer Key"',
    paper('1. What is 2 × 3?', 'A. 2     B. 4     C. 6     D. 8', '2. Which is a mammal?', 'A. shark   B. whale   C. tuna   D. eel', 'Answer Key', '1. C   2. B'),
    ['1 multiple_choice c', '2 multiple_choice b'],
  ],
  [
    'ID: "1)" numbers, "(A)" options, key table No | Jawaban',
    paper('1) Hasil dari 5 + 3 adalah ....', '(A) 7', '(B) 8', '(C) 9', '2) Hasil dari 9 − 4 adalah ....', '(A) 4', '(B) 5', '(C) 6', 'Kunci Jawaban', table(['No', 'Jawaban'], ['1', 'B'], ['2', 'B'])),
    ['1 multiple_choice b', '2 multiple_choice b'],
  ],
  [
    'options in one paragraph with line breaks, key "1. B 2. C …" lines without a heading',
    paper('1. Kata baku adalah ....', 'A. apotik\nB. analisis\nC. praktek', '2. Lawan kata "tinggi" adalah ....', 'A. besar\nB. rendah\nC. jauh', '3. 5 × 5 = ....', 'A. 10\nB. 20\nC. 25', '1. B   2. B   3. C'),
    ['1 multiple_choice b', '2 multiple_choice b', '3 multiple_choice c'],
  ],
  [
    'EN: bold correct option',
    paper('1) What pulls objects down?', 'A) friction', '**B) gravity**', 'C) magnetism', '2) Which conducts electricity?', 'A) rubber', 'B) wood', '**C) copper**'),
    ['1 multiple_choice b', '2 multiple_choice c'],
  ],
  [
    'ID: underlined correct option in a Word list (options as the second list level)',
    paper(
      { kind: 'paragraph', list: { ordered: true, level: 0 }, runs: [{ text: 'Amoeba berkembang biak dengan ....' }] },
      { kind: 'paragraph', list: { ordered: true, level: 1 }, runs: [{ text: 'membelah diri', underline: true }] },
      { kind: 'paragraph', list: { ordered: true, level: 1 }, runs: [{ text: 'bertunas' }] },
      { kind: 'paragraph', list: { ordered: true, level: 0 }, runs: [{ text: 'Paku berkembang biak dengan ....' }] },
      { kind: 'paragraph', list: { ordered: true, level: 1 }, runs: [{ text: 'biji' }] },
      { kind: 'paragraph', list: { ordered: true, level: 1 }, runs: [{ text: 'spora', underline: true }] },
    ),
    ['1 multiple_choice a', '2 multiple_choice b'],
  ],
  [
    'ID: Benar/Salah with "B – S" and the key at the end',
    paper('B. Benar atau Salah', '1. B – S  Pancasila terdiri atas lima sila.', '2. B – S  Bendera Indonesia berwarna biru.', 'Kunci Jawaban', '1. B   2. S'),
    ['1 true_or_false True', '2 true_or_false False'],
  ],
  [
    'EN: True or False with answer blanks and TRUE/FALSE keys',
    paper('TEST II. TRUE OR FALSE', 'Directions: Write TRUE if the statement is correct and FALSE if it is not.', '_____ 1. Metals conduct heat.', '_____ 2. Ice is a gas.', 'KEY TO CORRECTION', '1. TRUE', '2. FALSE'),
    ['1 true_or_false True', '2 true_or_false False'],
  ],
  [
    'PH Filipino: Tama o Mali',
    paper('II. Tama o Mali. Isulat ang TAMA kung wasto ang pahayag at MALI kung hindi.', '1. Si Rizal ay bayani.', '2. Ang Pilipinas ay nasa Europa.', 'Susi sa Pagwawasto', '1. TAMA 2. MALI'),
    ['1 true_or_false True', '2 true_or_false False'],
  ],
  [
    'ID: menjodohkan in two columns, key "1 – c"',
    paper('D. Menjodohkan', table(['1. Lambang sila pertama', 'a. Rantai'], ['2. Lambang sila kedua', 'b. Bintang'], ['', 'c. Padi dan kapas']), 'Kunci Jawaban', '1 – b, 2 – a'),
    ['1 matching_choices ra>p2 rb>p1 rc>-'],
  ],
  [
    'EN: matching type in text columns',
    paper('III. Matching Type. Match Column A with Column B.', '_____ 1. Solute        a. the substance that dissolves another', '_____ 2. Solvent        b. the substance that is dissolved', 'Answer Key', '1. b   2. a'),
    ['1 matching_choices ra>p2 rb>p1'],
  ],
  [
    'ID: isian singkat with the key at the end',
    paper('C. Isian Singkat', '1. Ibu kota Jawa Barat adalah ....', '2. Hasil dari 12 × 12 adalah ....', 'Kunci Jawaban', '1. Bandung', '2. 144'),
    ['1 exact_value Bandung', '2 exact_value 144'],
  ],
  [
    'EN: identification with "Ans." after each item',
    paper('B. Fill in the blank.', '1) Plants make food by ______.', 'Ans. photosynthesis', '2) The path of current is a ______.', 'Ans. circuit'),
    ['1 exact_value photosynthesis', '2 exact_value circuit'],
  ],
  [
    'ID: uraian without a key still comes out',
    paper('II. URAIAN', '1. Jelaskan perbedaan teks eksposisi dan persuasi!', '2. Sebutkan tiga ciri teks prosedur!'),
    ['1 exact_value  (no key)', '2 exact_value  (no key)'],
  ],
  [
    'ID: a question bank in a table (No | Soal | Kunci)',
    paper(
      { kind: 'table', rows: [[[{ text: 'No' }], [{ text: 'Soal' }], [{ text: 'Kunci' }]], [[{ text: '1' }], [{ text: 'Lembaga yang mengubah UUD adalah ....' }, { text: '\n' }, { text: 'A. DPR' }, { text: '\n' }, { text: 'B. MPR' }], [{ text: 'B' }]]] },
    ),
    ['1 multiple_choice b'],
  ],
  [
    'numbered instructions and numbered statements are not questions',
    paper('Petunjuk Umum:', '1. Tulislah nama pada lembar jawaban.', '2. Kerjakan soal yang mudah dahulu.', 'I. PILIHAN GANDA', '1. Perhatikan pernyataan berikut!', '1) bernapas dengan paru-paru', '2) berkembang biak dengan bertelur', 'Ciri burung ditunjukkan oleh nomor ....', 'A. 1)\nB. 2)', 'Jawaban: B', '2. Hewan yang bertelur adalah ....', 'A. kucing\nB. ayam', 'Jawaban: B'),
    ['1 multiple_choice b', '2 multiple_choice b'],
  ],
  [
    'options a/c and b/d in two columns',
    paper('1. Which is a pure substance?', 'a. air          c. distilled water', 'b. soft drink   d. seawater', 'Answer: c'),
    ['1 multiple_choice c'],
  ],
  [
    'options typed after the stem on its line',
    paper('1. 2 + 2 = .... a. 3 b. 4 c. 5', 'Kunci: b'),
    ['1 multiple_choice b'],
  ],
];

const habits: [string, ReadDocument, string[]][] = [
  [
    'ID: a one-line key "Kunci: 1.D 2.A 3.C" after the last question',
    paper('1. Ibu kota Indonesia adalah ....', 'A. Bandung\nB. Jakarta', '2. 2 + 2 = ....', 'A. 4\nB. 5', '3. Warna daun adalah ....', 'A. merah\nB. biru\nC. hijau', 'Kunci: 1.B 2.A 3.C'),
    ['1 multiple_choice b', '2 multiple_choice a', '3 multiple_choice c'],
  ],
  [
    'ID: "Kunci Jawaban: 1. D, 2. A," going on to a second line',
    paper('1. Soal satu?', 'A. a\nB. b\nC. c\nD. d', '2. Soal dua?', 'A. a\nB. b', '3. Soal tiga?', 'A. a\nB. b\nC. c', 'Kunci Jawaban: 1. D, 2. A,', '3. C'),
    ['1 multiple_choice d', '2 multiple_choice a', '3 multiple_choice c'],
  ],
  [
    'EN: "Answer key: 1-D 2-A" on one line',
    paper('1. Which is a mammal?', 'A. shark\nB. eel\nC. tuna\nD. whale', '2. Which is a metal?', 'A. copper\nB. wood', 'Answer key: 1-D 2-A'),
    ['1 multiple_choice d', '2 multiple_choice a'],
  ],
  [
    'PH: "Susi: 1.A 2.B" on one line',
    paper('1. Sino ang pambansang bayani?', 'A. Rizal\nB. Bonifacio', '2. Ano ang kabisera ng Pilipinas?', 'A. Cebu\nB. Maynila', 'Susi: 1.A 2.B'),
    ['1 multiple_choice a', '2 multiple_choice b'],
  ],
  [
    'ID: "Jawab: ......" is an answer space; the key comes from the Pedoman Penskoran table',
    paper('C. Jawablah pertanyaan berikut!', '1. Sebutkan ibu kota Jawa Barat!\nJawab: ..............................', '2. Mengapa kita menabung?\nJawab: ..............................', '**C. Pedoman Penskoran**', table(['No', 'Kunci Jawaban', 'Skor'], ['1', 'Bandung.', '2'], ['2', 'Agar punya simpanan.', '3'])),
    ['1 exact_value Bandung.', '2 exact_value Agar punya simpanan.'],
  ],
  [
    'EN: "Answer: ________" is an answer space; the key comes from the Answer Key list',
    paper('II. Essay', '1. What is photosynthesis?', 'Answer: ______________________', '______________________', '2. Name a gas plants give off.', 'Answer: ________', 'Answer Key', '1. Plants making food from light.', '2. Oxygen'),
    ['1 exact_value Plants making food from light.', '2 exact_value Oxygen'],
  ],
  [
    'ID: a Pedoman Penskoran table the .doc reader gives as tab-separated lines, its Skor column left out',
    paper('C. Uraian', '1. Sebutkan ibu kota Jawa Barat!', 'Jawab: ..............................', '2. Mengapa kita menabung?', 'Jawab: ..............................', 'Pedoman Penskoran', 'No\tKunci Jawaban\tSkor', '1\tBandung.\t2', '2\tAgar punya simpanan.\t3', 'Skor maksimal\t5'),
    ['1 exact_value Bandung.', '2 exact_value Agar punya simpanan.'],
  ],
  [
    'EN: an answer key table as tab-separated lines (Item No. | Answer | Points)',
    paper('II. Essay', '1. What is photosynthesis?', 'Answer: ______________', '2. Name a gas plants give off.', 'Answer: ______________', 'Answer Key', 'Item No.\tAnswer\tPoints', '1\tPlants making food from light.\t3', '2\tOxygen\t2'),
    ['1 exact_value Plants making food from light.', '2 exact_value Oxygen'],
  ],
  [
    'ID and EN: an answer space with no key anywhere leaves the key unfound',
    paper('Uraian', '1. Jelaskan arti gotong royong!\nJawab: ....................', '2. Explain why we recycle.', 'Answer: ______________'),
    ['1 exact_value  (no key)', '2 exact_value  (no key)'],
  ],
];

const closings = [
  '~ Selamat Mengerjakan ~',
  '*** Good Luck ***',
  '— END OF EXAMINATION —',
  '-- Selesai --',
  'Semoga sukses!',
  'Inihanda ni: Gng. Maricel D. Santos, Guro III',
  'Prepared by:\nJOSEPHINE A. VILLANUEVA\nTeacher III',
  'Checked by:\nROMEO B. DELA CRUZ',
  'Noted:\nMARIA SANTOS\nPrincipal II',
  'Mengetahui,\nKepala Sekolah\nDrs. Budi Santoso',
];

describe('builtin extractor: habits of real papers', () => {
  it.each(habits)('%s', (_, document, expected) => {
    expect(extract(document).questions.map(summary)).toEqual(expected);
  });

  it.each(closings)('stops the last option and stem at the closing line %j', (closing) => {
    const mc = extract(paper('1. Soal?', 'A. satu', 'B. dua', closing, 'Kunci: 1.B 2.A'));
    expect(mc.questions.map(summary)).toEqual(['1 multiple_choice b']);
    expect(mc.questions[0]!.document.answers?.map((a) => a.content)).toEqual(['<p>satu</p>', '<p>dua</p>']);
    const essay = extract(paper('Essay', '1. Explain why the sky is blue.', closing), 'en');
    expect(essay.questions[0]!.document.content_html).toBe('<p>Explain why the sky is blue.</p>');
  });

  it('keeps a subscript as a subscript in the math (a<sub>s</sub> is read as a_(s))', () => {
    const { questions } = extract(paper({ kind: 'paragraph', runs: [{ text: '1. Besar percepatan sentripetal, a_(s) = v²/r, adalah ....' }] }, 'A. 2 m/s²\nB. 8 m/s²', 'Jawaban: B'));
    expect(questions[0]!.document.content_html).toBe('<p>Besar percepatan sentripetal, [% a_{s} = v^{2}/r %], adalah ....</p>');
  });
});

describe('builtin extractor: shapes', () => {
  it.each(shapes)('%s', (_, document, expected) => {
    expect(extract(document).questions.map(summary)).toEqual(expected);
  });

  it('keeps explanations and points ("Pembahasan:", "(2 poin)", "[3 points]", "Skor: 2", "(1 point each)")', () => {
    const id = extract(paper('1. Percepatan benda 5 kg yang ditarik 20 N adalah .... (2 poin)', 'a. 2 m/s²', 'b. 4 m/s²', 'Jawaban: b', 'Pembahasan: a = F/m = 20/5 = 4 m/s².', '2. Nilai 3² adalah ....', 'a. 6', 'b. 9', 'Kunci: B   Skor: 3'));
    expect(id.questions.map((q) => q.document.points)).toEqual([2, 3]);
    expect(id.questions[0]!.document.content_html).toBe('<p>Percepatan benda 5 kg yang ditarik 20 N adalah ....</p>');
    expect(id.questions[0]!.document.explanation?.sections?.[0]?.content_html).toBe('<p>a = F/m = [% \\frac{20}{5} = 4 m/s^{2} %].</p>');
    const en = extract(paper('I. Multiple Choice (1 point each)', '1. Pick one.', 'A. x\nB. y', 'II. Problem Solving', '2. Solve x² = 4. [3 points]'), 'en');
    expect(en.questions.map((q) => q.document.points)).toEqual([1, 3]);
  });

  it('gives a passage to the questions of its range, in both languages', () => {
    for (const [heading, language] of [
      ['Bacalah teks berikut untuk menjawab soal nomor 2 – 3!', 'id'],
      ['Read the passage below and answer items 2–3.', 'en'],
    ] as const) {
      const { questions, passages } = extract(
        paper('1. Soal pertama?', 'A. ya\nB. tidak', heading, '**Sampah Plastik**', '(1) Sampah plastik mencemari laut. (2) Penyu memakannya.', '2. Gagasan utama teks adalah ....', 'A. laut\nB. sampah', '3. Kalimat opini nomor ....', 'A. (1)\nB. (2)', '4. Soal lain?', 'A. ya\nB. tidak'),
        language,
      );
      expect(questions.map((q) => [q.number, q.passage_key])).toEqual([[1, null], [2, 'p1'], [3, 'p1'], [4, null]]);
      expect(passages).toEqual([{ key: 'p1', title: 'Sampah Plastik', content_html: '<p>(1) Sampah plastik mencemari laut. (2) Penyu memakannya.</p>' }]);
    }
  });

  it('puts images where they are, as data-image-ref', () => {
    const image: Block = { kind: 'image', image: { mime: 'image/png', data: new Uint8Array([137, 80, 78, 71]) } };
    const { questions, images } = extract(paper('1. Perhatikan gambar berikut!', image, 'Bangun di atas adalah ....', 'a. persegi', 'b. segitiga', 'Jawaban: b'));
    expect(questions[0]!.document.content_html).toBe('<p>Perhatikan gambar berikut!</p><p><img data-image-ref="0"></p><p>Bangun di atas adalah ....</p>');
    expect(images).toHaveLength(1);
  });

  it('makes documents the question schema takes, and keyed ones pass the §5 rules', () => {
    const all = [...shapes, ...habits].flatMap(([, document]) => extract(document).questions);
    for (const q of all) {
      const parsed = questionDocumentFields.safeParse(q.document);
      expect(parsed.success, JSON.stringify(q.document)).toBe(true);
      if (parsed.success && q.answer_found) expect(questionIssues(parsed.data, { pointsEnabled: false })).toEqual([]);
    }
  });

  it('never throws on odd input', async () => {
    const odd = [
      { kind: 'docx', pages: [] },
      { kind: 'docx', pages: [{ blocks: [] }] },
      paper('', '   ', '1.', 'A.', 'Kunci Jawaban', '1. Z 2.', table([]), table(['1'], ['2', 'x', 'y'])),
      paper(...Array.from({ length: 50 }, (_, i) => `${(i * 7) % 13}. ${'A. '.repeat(i)}`)),
      { kind: 'docx', pages: [{ blocks: [{ kind: 'paragraph' }, { kind: 'table', rows: [[[]]] }, { kind: 'heading', level: 1, runs: [{ text: 'I. Pilihan Ganda' }] }] }] } as unknown as ReadDocument,
    ] as ReadDocument[];
    for (const document of odd) {
      const extraction = await builtinExtractor.extract(document, { language: 'en' });
      expect(Array.isArray(extraction.questions)).toBe(true);
    }
  });

  it('reads a 2 MB paper whole, keeping the first DOCUMENT_MAX_QUESTIONS (its time is printed by npm run bench -- extract, not asserted here)', () => {
    const lines: string[] = [];
    let size = 0;
    for (let i = 1; size < 2 * 1024 * 1024; i++) {
      const question = [`${i}. Soal nomor ${i} tentang [% x^{2} %] dan 3/4 bagian, manakah yang benar?`, 'A. satu\nB. dua\nC. tiga\nD. empat', 'Jawaban: C'];
      lines.push(...question);
      size += question.join('\n').length;
    }
    lines.push('Kunci Jawaban', ...Array.from({ length: 2000 }, (_, i) => `${i + 1}. A`));
    const document = paper(...lines);
    const { questions } = extract(document);
    expect(questions).toHaveLength(500);
    expect(questions[499]).toMatchObject({ number: 500, answer_found: true });
  });
});
