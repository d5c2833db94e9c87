// Benchmark: the built-in question extractor over the committed corpus of exam papers
// (server/readers/documents/fixtures/papers: Indonesian and Philippine papers made by
// LibreOffice as DOCX, PDF and DOC, each with its expected questions written by hand). Each paper
// is read with readDocument (in this process: the extractor's figures, not the sandbox's), then extracted.
// Printed per paper, per format and in total: questions expected, found (same number and type),
// answer keys expected, keys correct, the two recalls, and the time to read and to extract.
// Aims: at least 95% of the questions found and 90% of the answer keys correct.
// Run: npm run bench -- extract        (add --verbose to list what was missed)
import { readDocument } from '../server/readers/documents/read.ts';
import { builtinExtractor } from '../server/readers/documents/extract/builtin/index.ts';
import { AIMS, type PaperScore, corpusPapers, scorePaper } from '../server/readers/documents/extract/builtin/corpusCheck.ts';

const verbose = process.argv.includes('--verbose');
const pct = (a: number, b: number) => (b === 0 ? '  -  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
type Row = PaperScore & { readMs: number; extractMs: number };
const sum = (rows: Row[]): Row =>
  rows.reduce((t, r) => ({ questions: t.questions + r.questions, found: t.found + r.found, keys: t.keys + r.keys, keysCorrect: t.keysCorrect + r.keysCorrect, misses: [], readMs: t.readMs + r.readMs, extractMs: t.extractMs + r.extractMs }), {
    questions: 0, found: 0, keys: 0, keysCorrect: 0, misses: [], readMs: 0, extractMs: 0,
  });
const line = (name: string, r: Row) =>
  console.log(
    `${name.padEnd(36)} ${String(r.questions).padStart(4)} ${String(r.found).padStart(6)} ${pct(r.found, r.questions)} ${String(r.keys).padStart(5)} ${String(r.keysCorrect).padStart(8)} ${pct(r.keysCorrect, r.keys)} ${r.readMs.toFixed(1).padStart(8)} ${r.extractMs.toFixed(2).padStart(10)}`,
  );

console.log(`${'paper'.padEnd(36)} ${'qs'.padStart(4)} ${'found'.padStart(6)} ${'  rec.'} ${'keys'.padStart(5)} ${'correct'.padStart(8)} ${'  rec.'} ${'read ms'.padStart(8)} ${'extract ms'.padStart(10)}`);
const rows: { kind: string; row: Row }[] = [];
for (const paper of corpusPapers()) {
  const t0 = performance.now();
  const document = await readDocument(paper.bytes, paper.kind);
  const t1 = performance.now();
  const extraction = await builtinExtractor.extract(document, { language: paper.name.startsWith('id-') ? 'id' : 'en' });
  const t2 = performance.now();
  const row = { ...scorePaper(paper.expected, extraction), readMs: t1 - t0, extractMs: t2 - t1 };
  rows.push({ kind: paper.kind, row });
  line(paper.file, row);
  if (verbose) for (const miss of row.misses) console.log(`    ${miss}`);
}
console.log('');
for (const kind of [...new Set(rows.map((r) => r.kind))].sort()) line(`all ${kind}`, sum(rows.filter((r) => r.kind === kind).map((r) => r.row)));
const total = sum(rows.map((r) => r.row));
line('TOTAL', total);

// A 2 MB paper: the largest DOCX of the corpus read once, its pages repeated until the text is 2 MB.
const big = corpusPapers().find((p) => p.kind === 'docx')!;
const document = await readDocument(big.bytes, big.kind);
const textSize = JSON.stringify(document.pages).length;
const copies = Math.ceil((2 * 1024 * 1024) / textSize);
const large = { kind: document.kind, pages: Array.from({ length: copies }, () => document.pages).flat() };
const t0 = performance.now();
const extraction = await builtinExtractor.extract(large, { language: 'id' });
console.log(`\n2 MB of paper text (${copies} copies of ${big.file}): ${extraction.questions.length} questions in ${(performance.now() - t0).toFixed(0)} ms`);

const foundOk = total.found / total.questions >= AIMS.found;
const keysOk = total.keysCorrect / total.keys >= AIMS.keys;
console.log(`Aims: questions found ≥ ${AIMS.found * 100}%: ${foundOk ? 'met' : 'NOT met'}; keys correct ≥ ${AIMS.keys * 100}%: ${keysOk ? 'met' : 'NOT met'}`);
if (!foundOk || !keysOk) process.exitCode = 1;
