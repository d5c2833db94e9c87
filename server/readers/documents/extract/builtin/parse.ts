// The reading of a paper, line by line, as a teacher reads it: parts that switch the question
// type, numbered questions with their stems, options, inline keys, explanations and points,
// passages shared by a range of questions, matching exercises (numbered premises, lettered
// responses), and the answer key at the end. Gives raw questions and the key pairs; build.ts
// turns them into question documents.
import type { TextRun } from '../../model.ts';
import { type KeyEntry, type Parsed, type Piece, type RawPassage, type RawQuestion, rawQuestion } from './raw.ts';
import { columnPair, inlineKey, isAnswerSpace, keyColumns, keyPairs, labelledKeyPairs, tablePairs } from './keys.ts';
import { type Line, allFormatted, makeLine, sliceRuns } from './lines.ts';
import { parseNumber } from './numbering.ts';
import { optionSpans, parseOptions, trailingOptions } from './options.ts';
import { type SectionKind, explanationStart, isClosingLine, isInstruction, isKeyHeading, passageRange, sectionHeading, sectionKindOf, sectionPoints, takePoints } from './sections.ts';
import { isContentTable, layoutLines, questionTableLines, tableKind } from './tables.ts';

type Tail = 'stem' | 'option' | 'explanation' | 'key' | 'none';

const TF_MARKER = /^\s*(?:\(?\s*(?:B\s*[-–/]\s*S|T\s*[-–/]\s*F|Benar\s*[-–/]\s*Salah|True\s*[-–/]\s*False|TAMA\s*[-–/]\s*MALI)\s*\)?)\s+|\s+\(?\s*(?:B\s*[-–/]\s*S|T\s*[-–/]\s*F)\s*\)?\s*$/;
const MAX_OPTIONS = 26;
const SHORT_KEY_VALUE = /^(?:[A-Ha-h]|B|S|T|F|TRUE|FALSE|Benar|Salah|TAMA|MALI)$/i;
const MATCH_SPLIT = /(?:\t|\s{3,})(?=[*✓]?\s*\(?[A-Ha-h][.)]\s)/;

export class PaperParser {
  private readonly questions: RawQuestion[] = [];
  private readonly passages: RawPassage[] = [];
  private readonly keys: KeyEntry[] = [];
  private current: RawQuestion | null = null;
  private tail: Tail = 'none';
  private mode: 'questions' | 'key' = 'questions';
  private keyKind: SectionKind | null = null;
  private keyTableColumns: ReturnType<typeof keyColumns> = null;
  private section: SectionKind | null = null;
  private sectionNo = 0;
  private sectionText = '';
  private sectionPointsValue: number | null = null;
  private sectionChanged = false;
  private lastNumber = 0;
  private numberStyle: string | null = null;
  private subCounter = 0;
  private instructionCounter = -1;
  private passage: RawPassage | null = null;
  private passageCollecting = false;
  private pendingImages: Piece[] = [];

  parse(lines: readonly Line[]): Parsed {
    for (const line of lines) this.line(line);
    this.finish();
    return { questions: this.questions, passages: this.passages, keys: this.keys };
  }

  private line(line: Line): void {
    if (line.table) return this.table(line.table);
    if (line.image) return this.image({ image: line.image });
    const text = line.text;
    if (text.trim() === '' && !line.list) return;
    // A key on one line after its label: "Kunci: 1.D 2.A 3.C", "Answer key: 1-D 2-A".
    const labelled = parseNumber(text) ? null : labelledKeyPairs(text);
    if (labelled) {
      this.close();
      this.mode = 'key';
      this.keyKind = sectionKindOf(labelled.qualifier) ?? (labelled.qualifier === '' ? this.keyKind : null);
      for (const pair of labelled.pairs) this.keys.push({ ...pair, kind: this.keyKind });
      return;
    }
    if (this.mode === 'key') return this.keyLine(line);
    // "~ Selamat Mengerjakan ~", "Prepared by:": the paper's end, not the last question's text.
    if (isClosingLine(text) && !parseNumber(text)) {
      this.close();
      this.passage = null;
      this.passageCollecting = false;
      return;
    }
    // "Jawab: ……", "Answer: ____": room to write in, neither text nor the key.
    if (isAnswerSpace(text)) {
      const { points } = takePoints(text);
      if (this.current && points !== null && this.current.points === null) this.current.points = points;
      return;
    }
    if (isKeyHeading(text) && !parseNumber(text)) {
      this.close();
      this.mode = 'key';
      this.keyKind = sectionKindOf(text);
      return;
    }
    // Key lines without a heading: "1. B  2. C  3. A …".
    const pairs = keyPairs(text);
    if (pairs.length >= 3 && pairs.every((p) => SHORT_KEY_VALUE.test(p.value))) {
      this.close();
      this.mode = 'key';
      return this.keyLine(line);
    }
    if (this.section === 'matching' && this.matchingLine(line)) return;
    const numbered = parseNumber(text);
    const options = this.current && !numbered ? parseOptions(text, this.nextOptionIndex()) : null;
    const expectedOption = options && this.current && options[0]!.index === this.nextOptionIndex();
    if (!numbered && !expectedOption) {
      const kind = sectionHeading(text, () => line.heading === true || allFormatted(line.runs, 'bold'));
      if (kind) return this.startSection(kind, text);
      if (isInstruction(text)) {
        this.close();
        if (/^\W*\w+(?:\s+\w+)?\s*:?\s*$/.test(text)) this.instructionCounter = 0;
        return;
      }
      const range = passageRange(text);
      if (range) return this.startPassage(range.from, range.to);
    }
    if (this.current && (this.tail === 'stem' || this.tail === 'option' || this.tail === 'key' || this.tail === 'explanation')) {
      const key = inlineKey(text);
      if (key !== null && !numbered) {
        const { points, text: value } = takePoints(key);
        if (points !== null) this.current.points = points;
        this.current.key = value.trim();
        this.tail = 'key';
        return;
      }
      const explanation = explanationStart(text);
      if (explanation !== null) {
        const runs = sliceRuns(line.runs, explanation);
        if (runs.length > 0) this.current.explanation.push({ runs });
        this.tail = 'explanation';
        return;
      }
    }
    const listNumber = line.list?.ordered && line.list.level === 0 && !numbered ? this.lastNumber + 1 : null;
    if ((numbered || listNumber !== null) && this.startsQuestion(numbered?.number ?? listNumber!, numbered?.style ?? 'list')) {
      return this.startQuestion(line, numbered?.number ?? listNumber!, numbered?.style ?? 'list', numbered?.rest ?? 0);
    }
    if (this.current && this.section !== 'matching') {
      if (line.list && line.list.level > 0 && this.tail !== 'explanation' && this.tail !== 'key') {
        return this.addOption(this.current.options.length, line.runs, false, true);
      }
      if (options && this.tail !== 'explanation' && (this.current.options.length > 0 || options[0]!.index === 0)) {
        for (const span of optionSpans(text, options)) this.addOption(span.mark.index, sliceRuns(line.runs, span.from, span.to), span.mark.starred, false);
        return;
      }
    }
    this.text(line);
  }

  private text(line: Line): void {
    const { points, at, length } = takePoints(line.text);
    const runs = points !== null ? [...sliceRuns(line.runs, 0, at), ...sliceRuns(line.runs, at + length)] : line.runs;
    if (this.passageCollecting && this.passage) {
      this.passage.pieces.push({ runs });
      return;
    }
    const q = this.current;
    if (!q) return;
    if (points !== null && q.points === null) q.points = points;
    if (runs.every((r) => r.text.trim() === '')) return;
    switch (this.tail) {
      case 'option': {
        const last = q.options[q.options.length - 1];
        if (last?.fromList) {
          // Statements numbered by a list inside the stem, not options: they belong to the stem.
          for (const o of q.options) q.stem.push(...o.pieces);
          q.options = [];
          q.stem.push({ runs });
          this.tail = 'stem';
        } else if (last) last.pieces.push({ runs });
        return;
      }
      case 'explanation':
        q.explanation.push({ runs });
        return;
      case 'key':
        if (q.options.length === 0 && q.key !== null) q.key += ` ${line.text.trim()}`;
        return;
      case 'stem':
        q.stem.push({ runs });
        return;
      default:
        return;
    }
  }

  private image(piece: Piece): void {
    if (this.mode === 'key') return;
    if (this.passageCollecting && this.passage) {
      this.passage.pieces.push(piece);
      return;
    }
    const q = this.current;
    if (!q) {
      this.pendingImages.push(piece);
      return;
    }
    const last = q.options[q.options.length - 1];
    if (this.tail === 'option' && last && last.pieces.length === 0) last.pieces.push(piece);
    else if (this.tail === 'explanation') q.explanation.push(piece);
    else q.stem.push(piece);
  }

  private table(rows: TextRun[][][]): void {
    const kind = this.mode === 'key' ? 'key' : tableKind(rows);
    if (kind === 'key') {
      this.close();
      this.mode = 'key';
      for (const pair of tablePairs(rows)) this.keys.push({ ...pair, kind: this.keyKind });
      return;
    }
    // A table that is part of what is read (a stem's data, a passage's schedule) stays a table.
    if (kind === 'layout' && isContentTable(rows)) {
      if (this.passageCollecting && this.passage) {
        this.passage.pieces.push({ table: rows });
        return;
      }
      if (this.current && this.tail === 'stem' && this.section !== 'matching') {
        this.current.stem.push({ table: rows });
        return;
      }
    }
    const lines = kind === 'questions' ? questionTableLines(rows) : layoutLines(rows);
    for (const line of lines) this.line(line);
  }

  private keyLine(line: Line): void {
    const text = line.text;
    // A key table the reader gave as tab-separated lines (a .doc's table): its header names the columns.
    const cells = text.split('\t');
    if (cells.length >= 2) {
      const columns = keyColumns(cells);
      if (columns) {
        this.keyTableColumns = columns;
        return;
      }
      const pair = this.keyTableColumns ? columnPair(cells, this.keyTableColumns) : null;
      if (pair) {
        this.keys.push({ ...pair, kind: this.keyKind });
        return;
      }
    }
    this.keyTableColumns = null;
    const pairs = keyPairs(text);
    if (pairs.length === 0) {
      const kind = sectionKindOf(text);
      if (kind && text.length < 120) this.keyKind = kind;
      else if (/^\W*(?:test|tes|part|bagian|[IVX]{1,4}\b)/i.test(text) && text.length < 40) this.keyKind = null;
      return;
    }
    for (const pair of pairs) this.keys.push({ ...pair, kind: this.keyKind });
  }

  private nextOptionIndex(): number {
    const q = this.current;
    if (!q || q.options.length === 0) return 0;
    return Math.max(...q.options.map((o) => o.index)) + 1;
  }

  private startsQuestion(n: number, style: string): boolean {
    const q = this.current;
    if (this.instructionCounter >= 0) {
      if (n === this.instructionCounter + 1 && !this.sectionChanged) {
        this.instructionCounter = n;
        return false;
      }
      this.instructionCounter = -1;
    }
    if (this.passageCollecting && this.passage && n !== this.passage.from && n !== this.lastNumber + 1) return false;
    const complete = q !== null && (q.options.length >= 2 || (this.section !== 'mc' && q.stem.length > 0) || q.key !== null);
    if (q && this.numberStyle !== null && style !== this.numberStyle && style !== 'list' && !complete) {
      if (n === 1 || n === this.subCounter + 1) this.subCounter = n;
      return false;
    }
    if (q && q.options.length === 0 && this.subCounter > 0 && n === this.subCounter + 1) {
      this.subCounter = n;
      return false;
    }
    if (this.lastNumber === 0 || n === this.lastNumber + 1) return true;
    if (n === 1 && q && !complete && !this.sectionChanged) {
      this.subCounter = 1;
      return false;
    }
    if (n <= 2 && this.sectionChanged) return true;
    if (n > this.lastNumber && n - this.lastNumber <= 5) return true;
    return false;
  }

  private startQuestion(line: Line, n: number, style: string, rest: number): void {
    this.close();
    this.passageCollecting = false;
    if (this.passage && (n < this.passage.from || n > this.passage.to)) this.passage = null;
    let runs = sliceRuns(line.runs, rest);
    let trueFalseMarker = false;
    const stemText = runs.map((r) => r.text).join('');
    const marker = TF_MARKER.exec(stemText);
    if (marker) {
      trueFalseMarker = true;
      runs = [...sliceRuns(runs, 0, marker.index), ...sliceRuns(runs, marker.index + marker[0].length)];
    }
    const q = rawQuestion({ number: n, section: this.section, sectionNo: this.sectionNo, sectionText: this.sectionText, stem: [...this.pendingImages], passageKey: this.passage?.key ?? null, trueFalseMarker });
    this.pendingImages = [];
    this.current = q;
    this.tail = 'stem';
    this.lastNumber = n;
    this.subCounter = 0;
    this.sectionChanged = false;
    if (style !== 'list') this.numberStyle = style;
    const text = runs.map((r) => r.text).join('');
    const trailing = trailingOptions(text);
    const stemRuns = trailing ? sliceRuns(runs, 0, trailing[0]!.at) : runs;
    this.text(makeLine(stemRuns));
    if (trailing) for (const span of optionSpans(text, trailing)) this.addOption(span.mark.index, sliceRuns(runs, span.from, span.to), span.mark.starred, false);
  }

  private addOption(index: number, runs: TextRun[], starred: boolean, fromList: boolean): void {
    const q = this.current!;
    const trimmed = runs.filter((r) => r.text !== '');
    if (q.options.length >= MAX_OPTIONS || q.options.some((o) => o.index === index)) {
      // A letter seen twice is text that looks like an option, not a new one.
      q.options[q.options.length - 1]?.pieces.push({ runs: trimmed });
      return;
    }
    const marked = starred || allFormatted(trimmed, 'bold') || allFormatted(trimmed, 'underline');
    q.options.push({ index, pieces: trimmed.length > 0 ? [{ runs: trimmed }] : [], marked, fromList });
    this.tail = 'option';
  }

  /** A line of a matching part: numbered premises, lettered responses, or both in one row. */
  private matchingLine(line: Line): boolean {
    const parts = line.cells ?? splitMatching(line);
    let handled = false;
    for (const runs of parts) {
      const text = runs.map((r) => r.text).join('').replace(/\s+$/, '');
      if (text.trim() === '') continue;
      const numbered = parseNumber(text);
      if (numbered) {
        if (!this.current || this.current.section !== 'matching' || this.current.sectionNo !== this.sectionNo) this.startMatching(numbered.number);
        this.current!.premises.push({ number: numbered.number, pieces: [{ runs: sliceRuns(runs, numbered.rest) }] });
        this.lastNumber = Math.max(this.lastNumber, numbered.number);
        handled = true;
        continue;
      }
      const options = parseOptions(text, null);
      if (options && options.length === 1 && this.current?.section === 'matching') {
        this.current.responses.push({ index: options[0]!.index, pieces: [{ runs: sliceRuns(runs, options[0]!.start) }] });
        handled = true;
      }
    }
    return handled;
  }

  private startMatching(n: number): void {
    this.close();
    this.current = rawQuestion({ number: n, section: 'matching', sectionNo: this.sectionNo, sectionText: this.sectionText });
    this.tail = 'none';
    this.sectionChanged = false;
  }

  private startSection(kind: SectionKind, text: string): void {
    this.close();
    if (kind !== this.section || !this.sectionChanged) this.sectionNo++;
    this.section = kind;
    this.sectionText = text;
    this.sectionPointsValue = sectionPoints(text) ?? (this.sectionChanged ? this.sectionPointsValue : null);
    this.sectionChanged = true;
    this.instructionCounter = -1;
    this.passage = null;
    this.passageCollecting = false;
  }

  private startPassage(from: number, to: number): void {
    this.close();
    this.passage = { key: `p${this.passages.length + 1}`, from, to, pieces: [] };
    this.passages.push(this.passage);
    this.passageCollecting = true;
  }

  private close(): void {
    const q = this.current;
    if (q) {
      if (q.points === null && this.sectionPointsValue !== null && q.section === this.section) q.points = this.sectionPointsValue;
      this.questions.push(q);
    }
    this.current = null;
    this.tail = 'none';
  }

  private finish(): void {
    this.close();
  }
}

function splitMatching(line: Line): TextRun[][] {
  const m = MATCH_SPLIT.exec(line.text);
  if (!m) return [line.runs];
  return [sliceRuns(line.runs, 0, m.index), sliceRuns(line.runs, m.index + m[0].length)];
}

export function parsePaper(lines: readonly Line[]): Parsed {
  return new PaperParser().parse(lines);
}
