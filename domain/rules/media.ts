// Media references in rich content (spec §5 "Media": image and audio media are referenced by id).
// Convention shared by the editor, the sanitizer and the presenters: an image or audio
// element in stored HTML carries `data-media-id="<uploaded file id>"`; its `src` is only a
// cached address that the server may rewrite (e.g. when storage moves or URLs expire). The
// server checks that every referenced id is a file of the same organization before saving.

export const MEDIA_KINDS = ['image', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const MEDIA_ID_ATTRIBUTE = /\sdata-media-id\s*=\s*(?:"\s*(\d{1,15})\s*"|'\s*(\d{1,15})\s*'|(\d{1,15})(?=[\s/>]))/gi;

/** Ids referenced by `data-media-id` attributes in HTML, in order of first appearance. */
export function mediaIdsInHtml(html: string | null | undefined): number[] {
  if (!html || !html.includes('data-media-id')) return [];
  const ids = new Set<number>();
  for (const m of html.matchAll(MEDIA_ID_ATTRIBUTE)) {
    const id = Number(m[1] ?? m[2] ?? m[3]);
    if (Number.isSafeInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
}

/** A field of a document and the media ids it references. */
export interface MediaReference {
  path: string;
  ids: readonly number[];
}
