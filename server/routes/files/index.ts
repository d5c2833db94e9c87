// Serving uploaded files, and the local driver's upload endpoint.
//
// GET /files/<key> needs no session: images and audio inside content must load in the
// learner product and in previews too, and keys end in a random UUID (122 bits), so the
// URL itself is the capability, as with an S3 object URL. Only recorded uploads are served
// (an object nobody registered, e.g. a presigned POST whose type was never checked, is not),
// with the type found by magic bytes, `nosniff`, a sandboxing CSP, and as an attachment
// unless it is an image or audio. Both drivers serve through here, so the bucket can stay
// private and the headers are the same everywhere.
//
// Private purposes are never served here, whatever the key: a course-list download goes out
// only by its signed, expiring link (GET /downloads/<token>, to a member), and spreadsheets,
// their image archives and documents for import are inputs read by the server alone. Their
// keys are not secret (a download's key holds its job's id, which every job call returns), and
// this route has no session and lets caches keep what it serves for a year.
//
// POST /storage/upload exists with the local driver only: it is S3's browser POST (spec §7
// upload_form_values), checked against the signed policy (storage/postPolicy.ts).
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fileKindOfMime, fileKinds } from '../../../domain/uploads.ts';
import type { RouteModule } from '../../context.ts';
import { uploadedFiles, type UploadPurpose } from '../../db/schema/files.ts';
import { errors, isMalformedMultipart } from '../../errors.ts';
import { LOCAL_UPLOAD_PATH, LocalStorage } from '../../storage/local.ts';
import { PostPolicyError, errorXml, postResponseXml, verifyPost, type AcceptedPost } from '../../storage/postPolicy.ts';
import { InvalidKeyError, ObjectExistsError, ObjectTooLargeError, isValidKey, type ByteRange } from '../../storage/types.ts';
import { contentDisposition, parseRange } from './http.ts';

/** Objects never change under a key (keys are fresh UUIDs and never overwritten). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Nothing served from /files may run script or load anything, even when opened directly. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** Uploads that are not content: answered 404, as an unknown key is. */
export const UNSERVED_PURPOSES: ReadonlySet<UploadPurpose> = new Set<UploadPurpose>(['course_download', 'spreadsheet', 'image_archive', 'document_import', 'interchange_import']);

const filesRoutes: RouteModule = (app, { db, storage }) => {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded file (no session needed: the key is the capability)',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidKey(key)) throw errors.notFound();
      const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key)).limit(1);
      if (!file || UNSERVED_PURPOSES.has(file.purpose)) throw errors.notFound();

      const etag = `"pena-${file.id}-${file.size}"`;
      const kind = fileKindOfMime(file.mimeType);
      reply
        .header('content-type', file.mimeType)
        .header('cache-control', CACHE_CONTROL)
        .header('etag', etag)
        .header('last-modified', file.createdAt.toUTCString())
        .header('accept-ranges', 'bytes')
        .header('content-disposition', contentDisposition(kind && fileKinds[kind].inline ? 'inline' : 'attachment', file.filename))
        .header('content-security-policy', FILE_CSP)
        // The learner product (another origin) embeds these images and audio.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();

      let range: ByteRange | undefined;
      const rangeHeader = request.headers.range;
      if (rangeHeader) {
        const parsed = parseRange(rangeHeader, file.size);
        if (parsed === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
        range = parsed;
      }
      const object = await storage.get(key, range);
      if (!object) throw errors.notFound();
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`).header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', object.size);
      }
      return reply.send(object.body);
    },
  );

  if (storage instanceof LocalStorage) {
    const local = storage;
    app.post(
      LOCAL_UPLOAD_PATH,
      {
        schema: {
          tags: ['files'],
          summary: 'Browser upload to local storage (the S3 POST protocol: form fields, then the file; XML reply)',
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) return xml(reply, 400, errorXml('InvalidArgument', 'POST requires a multipart/form-data body.'));
        const secret = await local.signingSecret();
        const fields: Record<string, string> = {};
        let stored: { accepted: AcceptedPost; etag: string } | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              // As in S3, fields after the file are ignored.
              if (!stored) fields[part.fieldname.toLowerCase()] = String(part.value);
              continue;
            }
            if (stored || part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            const accepted = verifyPost(secret, fields, part.filename ?? '');
            const { size, etag } = await local.put(accepted.key, part.file, { contentType: 'application/octet-stream', maxBytes: accepted.maxBytes });
            if (size < accepted.minBytes) {
              await local.remove(accepted.key);
              throw new PostPolicyError(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size.');
            }
            stored = { accepted, etag };
          }
        } catch (err) {
          const refusal = asS3Error(err);
          if (!refusal) throw err;
          if (stored) await local.remove(stored.accepted.key);
          return xml(reply, refusal.status, errorXml(refusal.code, refusal.message));
        }
        if (!stored) return xml(reply, 400, errorXml('InvalidArgument', 'POST requires exactly one file upload per request.'));

        const { key, successStatus } = stored.accepted;
        const location = local.publicUrl(key);
        reply.header('location', location).header('etag', `"${stored.etag}"`);
        if (successStatus === 201) return xml(reply, 201, postResponseXml(location, key, stored.etag));
        return reply.code(successStatus).send();
      },
    );
  }
};

function xml(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('application/xml').send(body);
}

/** Storage and multipart refusals as S3 names them; undefined for anything unexpected. */
function asS3Error(err: unknown): PostPolicyError | undefined {
  if (err instanceof PostPolicyError) return err;
  if (err instanceof ObjectTooLargeError || (err as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE') {
    return new PostPolicyError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
  }
  if (err instanceof InvalidKeyError) return new PostPolicyError(400, 'InvalidArgument', 'The key is not a valid object name.');
  if (err instanceof ObjectExistsError) return new PostPolicyError(403, 'AccessDenied', 'An object already exists at this key.');
  const code = (err as { code?: string })?.code;
  if ((typeof code === 'string' && code.startsWith('FST_')) || isMalformedMultipart(err)) return new PostPolicyError(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
  return undefined;
}

export default filesRoutes;
