// A lone QTI 1.2 XML file (a `questestinterop`: Canvas's quiz or bank XML, a cartridge's
// assessment file uploaded alone). With no package around it, a picture it names by a package
// path cannot be taken and stays as written; inline (data:) pictures are taken.
import { InterchangeReadError, type InterchangeRead, type InterchangeReadOptions } from '../model.ts';
import { type Element, localName } from '../xml.ts';
import { createQti12Context, readQti12Assessment } from './assessment.ts';

export async function readQti12File(root: Element, _options: InterchangeReadOptions): Promise<InterchangeRead> {
  if (localName(root) !== 'questestinterop') throw new InterchangeReadError('unsupported_format', `an XML file of <${root.name}>`);
  const ctx = createQti12Context(null);
  await readQti12Assessment(root, ctx);
  return { format: 'qti12', questions: ctx.questions, passages: [], skipped: ctx.skipped, media: ctx.media.media };
}
