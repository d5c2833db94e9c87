// The parts of a paper and what they say about their questions: headings and instructions
// that switch the question type ("Pilihan Ganda", "Benar/Salah", "Menjodohkan", "Isian
// Singkat", "Uraian"; "Multiple Choice", "True or False", "Matching Type", "Identification",
// "Essay"; Filipino "Tama o Mali", "Pagtukoy"), the answer-key heading, instructions that are
// not questions ("Petunjuk", "Directions"), points ("(2 poin)", "[3 points]", "Skor: 2",
// "(1 point each)"), explanations ("Pembahasan:") and shared passages ("Bacalah teks berikut
// untuk menjawab soal nomor 5-7").
import { PART_PREFIX } from './numbering.ts';

export type SectionKind = 'mc' | 'tf' | 'matching' | 'short' | 'essay';

const SECTION_PATTERNS: readonly [RegExp, SectionKind][] = [
  [/\b(?:benar\s*(?:atau|\/|-|–|o)\s*salah|true\s*(?:or|\/|-|–)\s*false|tama\s*(?:o|\/)\s*mali|write\s+true\b|tulis(?:lah)?\s+(?:huruf\s+)?b\b.*\bs\b)/i, 'tf'],
  [/\b(?:menjodohkan|jodohkan(?:lah)?|matching(?:\s+type)?|pagtutugma|itugma|column\s+a\b.*column\s+b|kolom\s+(?:kiri|a)\b.*kolom\s+(?:kanan|b))/i, 'matching'],
  [/\b(?:isian(?:\s+singkat)?|isilah\s+titik|titik-titik|identification|identify\s+(?:what|the)|fill\s*(?:-|\s)in\s+the\s+blanks?|fill\s+in|completion|short\s+answers?|jawaban\s+singkat|pagtukoy|punan)/i, 'short'],
  [/\b(?:uraian|esai|essay|problem\s+solving|jawablah\s+pertanyaan|show\s+your\s+(?:complete\s+)?solution|sanaysay|uraikan)/i, 'essay'],
  [/\b(?:pilihan\s+ganda|multiple\s+choice|tanda\s+silang|titik\s+ng\s+tamang\s+sagot|letter\s+of\s+the\s+(?:correct|best)|encircle\s+the\s+letter|choose\s+the\s+(?:letter|best|correct)|pilih(?:lah)?\s+(?:satu\s+)?jawaban|huruf\s+a,\s*b)/i, 'mc'],
];

const INSTRUCTION = /^\s*(?:petunjuk(?:\s+umum|\s+khusus|\s+pengerjaan)?|directions?|instructions?|panuto|catatan|note)\b\s*[:.]?/i;

/** The kind a heading or instruction line announces, or null. */
export function sectionKindOf(text: string): SectionKind | null {
  for (const [pattern, kind] of SECTION_PATTERNS) if (pattern.test(text)) return kind;
  return null;
}

/**
 * Whether a line (not a question) heads a part: it names a kind and reads as a heading (a part
 * prefix "I.", "A.", "Test II", "Bagian B", bold, a heading, an instruction, or the kind's name
 * first) rather than a sentence of a question.
 */
export function sectionHeading(text: string, emphasized: boolean | (() => boolean)): SectionKind | null {
  if (text.length > 260) return null;
  const kind = sectionKindOf(text);
  if (!kind) return null;
  if (typeof emphasized === 'function' ? emphasized() : emphasized) return kind;
  // "c. matching …" is an option; parts are headed "A.", "I.", "Test II".
  if (/^\s*[a-h][.)]\s/.test(text)) return null;
  const stripped = text.replace(PART_PREFIX, '');
  if (stripped.length < text.length || INSTRUCTION.test(text)) return kind;
  if (startsWithKind(stripped) === kind && stripped.length < 120) return kind;
  if (/^\s*(?:berilah|pilihlah|isilah|jodohkan|jawablah|lingkarilah|write|choose|match|read|identify|encircle|isulat|basahin|tulislah)\b/i.test(stripped)) return kind;
  return null;
}

function startsWithKind(text: string): SectionKind | null {
  for (const [pattern, kind] of SECTION_PATTERNS) {
    const m = pattern.exec(text);
    if (m && m.index <= 3) return kind;
  }
  return null;
}

export function isInstruction(text: string): boolean {
  return INSTRUCTION.test(text);
}

const KEY_HEADING = /^\W*(?:(?:[IVX]{1,4}|[A-H])[.)]\s+)?(kunci\s+jawaban|kunci|answer\s*keys?|answers?\s+keys?|key\s+to\s+corrections?|key\s+answers?|susi\s+sa\s+pagwawasto|susi\s+ng\s+pagwawasto|jawaban\s+soal|pembahasan\s+dan\s+kunci\s+jawaban|pedoman\s+(?:penskoran|penilaian))\b\s*(.*)$/i;

/** Whether a line heads the answer key (not an inline "Kunci: B"). */
export function isKeyHeading(text: string): boolean {
  const m = KEY_HEADING.exec(text);
  if (!m) return false;
  const raw = m[2]!;
  const rest = raw.replace(/^[\s:.\-–]+/, '').trim();
  if (rest === '') return true;
  // "Kunci: B", "Kunci: x = 6": a key given inline, unless it names a part ("Kunci Jawaban: Pilihan Ganda").
  if (/^\s*[:=.]/.test(raw)) return sectionKindOf(rest) !== null;
  return sectionKindOf(rest) !== null || /^(?:(?:untuk|for|of|ng|sa)\s+|\(|[IVX]{1,4}\b(?!\s*=)|soal|tes|test|part|bagian)/.test(rest);
}

// The end of the paper: a wish ("~ Selamat Mengerjakan ~", "*** Good Luck ***", "Semoga sukses!"),
// an end mark ("— END OF EXAMINATION —", "-- Selesai --"), each alone on its line with only
// decoration around it (a quoted "Good luck!" is a question's text), and the signature block
// ("Prepared by:", "Inihanda ni:", "Mengetahui,").
const CLOSING_WISH = /^[\s~*\-–—=_.•·#<>!|+]*(?:selamat\s+(?:mengerjakan|bekerja|ujian|berjuang)|semoga\s+(?:sukses|berhasil|lulus)|sukses\s+selalu|good\s+luck|best\s+of\s+luck|god\s+bless(?:\s+(?:you|us))?|do\s+your\s+best|end\s+of\s+(?:the\s+)?(?:exam(?:ination)?|test|quiz|assessment|paper)|(?:soal\s+)?(?:selesai|berakhir)|tamat|wakas|the\s+end|nothing\s+follows|pagpalain\s+kayo\s+ng\s+diyos)[\s~*\-–—=_.•·#<>!|+]*$/i;
const SIGNATURE = /^\s*(?:(?:inihanda|iniwasto|sinuri|binigyang[-\s]pansin|pinagtibay|inaprubahan)\s+ni\b|(?:prepared|checked|reviewed|verified|validated|approved|noted|submitted|recommended)\s+by\b|(?:disusun|dibuat|diperiksa|disetujui)\s+oleh\b|(?:noted|mengetahui|menyetujui)\s*(?:[:,]|$))/i;

/** Whether a line closes the paper (a wish, an end mark, a signature block): no question goes on past it. */
export function isClosingLine(text: string): boolean {
  if (text.length > 120) return false;
  return CLOSING_WISH.test(text) || SIGNATURE.test(text);
}

const POINTS_PATTERNS: readonly RegExp[] = [
  /[([]\s*(?:skor|score|bobot|nilai|poin|points?)\s*[:=]?\s*(\d{1,3}(?:[.,]\d)?)\s*(?:poin|points?|pts?\.?)?\s*[)\]]/i,
  /[([]\s*(\d{1,3}(?:[.,]\d)?)\s*(?:poin|points?|pts?\.?|marks?|puntos|skor|nilai)\s*(?:each|masing-masing|tiap\s+soal|bawat\s+isa)?\s*[)\]]/i,
  /(?:^|\s)(?:skor|score|bobot|points?)\s*[:=]\s*(\d{1,3}(?:[.,]\d)?)\b/i,
];

/** The points written in a line, and the line without them. */
export function takePoints(text: string): { points: number | null; text: string; at: number; length: number } {
  for (const pattern of POINTS_PATTERNS) {
    const m = pattern.exec(text);
    if (m) return { points: Number(m[1]!.replace(',', '.')), text: (text.slice(0, m.index) + text.slice(m.index + m[0].length)).replace(/\s+$/, ''), at: m.index, length: m[0].length };
  }
  return { points: null, text, at: -1, length: 0 };
}

/** "(1 point each)", "(2 poin)" in a part's heading: the points of each of its questions. */
export function sectionPoints(text: string): number | null {
  const m = /[([]?\s*(\d{1,3}(?:[.,]\d)?)\s*(?:poin|points?|pts?\.?|marks?|puntos)\b/i.exec(text) ?? /(?:skor|bobot)\s*(?:tiap\s+soal|per\s+soal|masing-masing)?\s*[:=]?\s*(\d{1,3})/i.exec(text);
  return m ? Number(m[1]!.replace(',', '.')) : null;
}

const EXPLANATION = /^\s*(?:pembahasan|penjelasan|penyelesaian|explanation|rationale|solution|paliwanag)\s*(?:[:.\-–]\s*|$)/i;

/** The offset where an explanation's text starts, when the line opens one. */
export function explanationStart(text: string): number | null {
  const m = EXPLANATION.exec(text);
  return m ? m[0].length : null;
}

const PASSAGE_WORDS = /\b(?:baca(?:lah)?|bacaan|teks|wacana|cerita|puisi|kutipan|paragraf|perhatikan|read|passage|selection|story|poem|paragraph|text|basahin|seleksyon|talata|refer)/i;
const RANGE = /(?:nomor|no\.?|soal|items?|questions?|numbers?|nos?\.|bilang|tanong)\s*(\d{1,3})\s*(?:-|–|—|s\.?\s*d\.?|s\/d|sampai(?:\s+dengan)?|hingga|to|through|thru|hanggang)\s*(\d{1,3})/i;

/** "Bacalah teks berikut untuk menjawab soal nomor 6 – 8!": the numbers the passage serves. */
export function passageRange(text: string): { from: number; to: number } | null {
  if (text.length > 300 || !PASSAGE_WORDS.test(text)) return null;
  const m = RANGE.exec(text);
  if (!m) return null;
  const from = Number(m[1]);
  const to = Number(m[2]);
  return to >= from && to - from < 30 ? { from, to } : null;
}
