// Whether a text file is GIFT, by its content: an answer block `{…}` closing a question, a
// `::title::`, or a `$CATEGORY:` line, outside `//` comments. Aiken (aiken/) is tried first by
// the dispatcher's order or not at all: its files have no braces.
const CATEGORY = /^\s*\$CATEGORY:/m;
const TITLE = /^\s*::[^:\n]*(?:[^:\n]|:(?!:))*::/m;
/** `{` … `}` holding a GIFT answer mark, an empty `{}` (essay), or T/F. */
const ANSWER_BLOCK = /\{\s*(?:[~=#]|%-?\d|T\s*\}|F\s*\}|TRUE\b|FALSE\b|\})/;

export function looksLikeGift(text: string): boolean {
  const code = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n?|\n/)
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');
  return CATEGORY.test(code) || TITLE.test(code) || ANSWER_BLOCK.test(code);
}
