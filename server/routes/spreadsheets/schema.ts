// The spreadsheet routes' shared schemas: the topic id, the error replies, and the .xlsx
// download and a picture as the OpenAPI document describes them (a binary body, not JSON).
import { z } from 'zod';
import { errorReply } from '../../../domain/schemas/account.ts';
import { fileKinds, uploadRule } from '../../../domain/uploads.ts';

export { idParams as topicParams } from '../courses/schema.ts';

export const XLSX_MIME = fileKinds.xlsx.mime;

export const spreadsheetErrorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };

/** A 200 whose body is a picture (PNG, JPEG, GIF or WebP). */
export const imageReply = (description: string) => ({
  description,
  content: Object.fromEntries(uploadRule('image').kinds.map((kind) => [fileKinds[kind].mime, { schema: z.string().meta({ format: 'binary' }) }])),
});

/** A 200 whose body is an .xlsx file (Content-Disposition: attachment). */
export const xlsxReply = (description: string) => ({
  description,
  content: { [XLSX_MIME]: { schema: z.string().meta({ format: 'binary' }) } },
});
