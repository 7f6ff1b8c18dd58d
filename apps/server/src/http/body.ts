import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormFields } from './fields.js';

/**
 * The bodies of POST requests: forms (every write of the client, §7), flat JSON objects, and multipart
 * bodies with their files, read once per request (the declared calls, http/call.ts, read them here).
 */

/** A file of a multipart body, read into memory (images only: at most MULTIPART_LIMITS.fileSize). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

const FORM = 'application/x-www-form-urlencoded';
/** Form bodies are small (the profile edit and a 1,000-character message are the largest); files come as multipart. */
const FORM_BODY_LIMIT = 64 * 1024;

/** Parses a form-encoded body; a name given twice keeps all its values so the call can refuse it. */
export function parseForm(body: string): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const had = fields[name];
    if (had === undefined) fields[name] = value;
    else fields[name] = Array.isArray(had) ? [...had, value] : [had, value];
  }
  return fields;
}

/** The body as fields: a form, or a flat JSON object of strings and numbers; null for anything else. */
export function fieldsOf(body: unknown): FormFields | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields: FormFields = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) fields[name] = value;
    else return null;
  }
  return fields;
}

/** The bounds of a multipart body (images of avatars, covers and reports; videos come over tus). */
export const MULTIPART_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 2,
  fields: 40,
  fieldSize: 8 * 1024,
} as const;

/**
 * Reads a multipart body (@fastify/multipart, registered by the app with MULTIPART_LIMITS): each field
 * once (a repeated one is kept as a list, as in a form), each file into memory. A file over the size limit
 * is `too_large`; a body that is not valid multipart throws.
 */
async function readMultipart(request: FastifyRequest): Promise<PostBody> {
  const fields: FormFields = {};
  const files: Record<string, UploadedFile> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files[part.fieldname] = {
          filename: part.filename,
          mimetype: part.mimetype,
          data: await part.toBuffer(),
        };
      } else {
        const value = String(part.value);
        const had = fields[part.fieldname];
        if (had === undefined) fields[part.fieldname] = value;
        else fields[part.fieldname] = Array.isArray(had) ? [...had, value] : [had, value];
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'too_large';
    throw error;
  }
  return { fields, files };
}

/** A POST's body read: its fields and files, `too_large` (a file over MULTIPART_LIMITS), or `malformed`. */
export type PostBody =
  | { fields: FormFields; files: Record<string, UploadedFile> }
  | 'too_large'
  | 'malformed';

const postBodies = new WeakMap<FastifyRequest, Promise<PostBody>>();

/**
 * The fields and files of a POST: a multipart body read whole (once: its stream is read by the first to
 * ask, the act dispatcher picking the call, and kept for the call), a form, or a flat JSON object. A
 * multipart body that cannot be read is `malformed`, never a 500.
 */
export function readPostBody(request: FastifyRequest): Promise<PostBody> {
  const known = postBodies.get(request);
  if (known) return known;
  const read = (async (): Promise<PostBody> => {
    if (!request.isMultipart()) {
      const fields = bodyFields(request);
      return fields ? { fields, files: {} } : 'malformed';
    }
    try {
      return await readMultipart(request);
    } catch (error) {
      request.log.info({ err: error }, 'unreadable multipart body');
      return 'malformed';
    }
  })();
  postBodies.set(request, read);
  return read;
}

/** Parses form-encoded bodies for the whole app (the client posts every write as a form, §7). */
export function formParser(app: FastifyInstance): void {
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) =>
    done(null, parseForm(String(body))),
  );
}

/** The fields of a request's body (a form, or a flat JSON object), or null when it is neither. */
export function bodyFields(request: FastifyRequest): FormFields | null {
  return fieldsOf(request.body ?? {});
}
