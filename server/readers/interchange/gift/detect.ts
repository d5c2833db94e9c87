// Whether a text file is GIFT, by its content: an answer block `{…}` closing a question, a
// `::title::`, or a `$CATEGORY:` line, outside `//` comments. Aiken (aiken/) is tried first by
// the dispatcher's order or not at all: its files have no braces.
/** A line (trimmed) starting a `$CATEGORY:` or a `::title::`. */
const isCategory = (line: string) => line.startsWith('$CATEGORY:');
const isTitle = (line: string) => line.startsWith('::') && line.indexOf('::', 2) !== -1;
/** `{` … `}` holding a GIFT answer mark, an empty `{}` (essay), or T/F. */
const ANSWER_BLOCK = /\{\s*(?:[~=#]|%-?\d|T\s*\}|F\s*\}|TRUE\b|FALSE\b|\})/;

export function looksLikeGift(text: string): boolean {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => !line.startsWith('//'));
  return lines.some((line) => isCategory(line) || isTitle(line)) || ANSWER_BLOCK.test(lines.join('\n'));
}
