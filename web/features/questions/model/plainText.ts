// Exact-value answers are typed by learners, so the editor offers a plain text box; the
// document stores answer content as HTML, so the text is escaped on the way in and read back
// without tags or entities (whitespace kept, so the teacher can type spaces).

export function textToHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

export function htmlToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (whole, entity: string) => {
      const lower = entity.toLowerCase();
      if (lower in named) return named[lower]!;
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return whole;
    });
}

/** An image answer's content: the picture with its media id, so it shows again after a reload. */
export function imageHtml(url: string, mediaId: number): string {
  const src = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<img src="${src}" alt="" data-media-id="${mediaId}">`;
}

/** The address of the picture in an image answer's content, if it has one. */
export function imageSrc(html: string): string | null {
  const match = /<img[^>]*\ssrc\s*=\s*"([^"]*)"/i.exec(html);
  return match ? htmlToPlain(match[1]!) : null;
}
