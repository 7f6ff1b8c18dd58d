/**
 * The tus endpoint of video uploads (ENDPOINTS.tus, §9: resumable, up to 10 GB): `@tus/server` with the
 * `@tus/file-store` in `MediaSettings.uploadsDir`, mounted in Fastify on the raw request and response
 * (`reply.hijack()`), so the bytes stream from the socket to the file and are never held in memory.
 *
 * Before tus sees a request, the route checks what tus cannot know (README.md):
 * - members only (401 `need_auth`); the app's session plugin has already checked the CSRF header of
 *   POST, PATCH and DELETE (403 `invalid_csrf`); OPTIONS (capabilities only) is open;
 * - creation (POST): the metadata `filename` must pass `isValidUploadFilename` (400 `bad_filename`),
 *   `Upload-Length` is required, no deferred length (400 `invalid_params`) and at most
 *   `MediaSettings.maxBytes` (413 `size_limit`); at most MAX_UNFINISHED_UPLOADS uploads of a member may be
 *   unfinished (429 `too_many_uploads`). The `uploads` row is inserted here, under our own random id, which
 *   tus then uses as the upload's id and file name;
 * - PATCH, HEAD and DELETE of `/api/tus/<id>`: the upload must be the viewer's and still unfinished, else
 *   404 `not_found` (another member's upload is never revealed).
 * When the last byte arrives, the row becomes `uploaded` (tus's `onUploadFinish`).
 */
import type { IncomingMessage } from 'node:http';
import { ENDPOINTS, type FieldError, isValidUploadFilename } from '@site/api';
import { FileStore } from '@tus/file-store';
import { Metadata, Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { lockMembers } from '../actions/objects.js';
import type { Db } from '../db/database.js';
import type { Deps } from '../deps/index.js';
import { badParams, fail, needAuth, notFound } from '../http/errors.js';
import { viewerOf } from '../http/viewer.js';
import { uploadBytes } from '../lib/metrics.js';
import { isUploadId, newUploadId } from './files.js';

/** The most uploads a member may have unfinished (bytes still coming, or not yet checked by act 1). */
export const MAX_UNFINISHED_UPLOADS = 5;

/** The upload statuses that count as unfinished, and that tus may still serve. */
export const UNFINISHED = ['uploading', 'uploaded'] as const;

/** The body type of PATCH (and of POST with creation-with-upload): left unread for tus. */
const OFFSET_STREAM = 'application/offset+octet-stream';
/** tus's `path`: the collection, without its trailing slash (upload URLs are `<path>/<id>`). */
const TUS_PATH = ENDPOINTS.tus.replace(/\/+$/, '');

type Method = 'POST' | 'PATCH' | 'HEAD' | 'DELETE' | 'OPTIONS';

/** The `filename` of an `Upload-Metadata` header, or null when it is missing or the header is malformed. */
export function metadataFilename(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  try {
    const filename = Metadata.parse(header).filename;
    return typeof filename === 'string' ? filename : null;
  } catch {
    return null;
  }
}

/** Marks an upload whose last byte arrived (idempotent). */
async function markUploaded(db: Db, id: string): Promise<void> {
  await db
    .updateTable('uploads')
    .set({ status: 'uploaded', updated_at: sql`now()` })
    .where('upload_id', '=', id)
    .where('status', '=', 'uploading')
    .execute();
}

/**
 * Registers the tus endpoint: POST and OPTIONS on `/api/tus/`, PATCH, HEAD, DELETE and OPTIONS on
 * `/api/tus/<id>`, in a plugin scope of their own whose content-type parser lets
 * `application/offset+octet-stream` bodies through unread.
 */
export function tusRoutes(
  app: FastifyInstance,
  deps: Deps,
  options: {
    /**
     * Whether the member may upload now (verified uploaders, #31: verification/applications.ts
     * `mayUpload`); false answers a creation 403 `not_verified`. Default: everyone.
     */
    mayUpload?: (userId: number) => Promise<boolean>;
  } = {},
): void {
  const { db } = deps;
  /**
   * The upload id of each request as the route chose (creation) or checked (PATCH, HEAD, DELETE) it: tus
   * names files and finds uploads by exactly this id, never by its own reading of the URL.
   */
  const requestIds = new WeakMap<IncomingMessage, string>();
  const idOf = (req: unknown): string | undefined => {
    const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    return raw ? requestIds.get(raw) : undefined;
  };

  // Made on the first tus request: its file store creates its folder then, later, on the thread pool (and
  // throws outside any request when that fails). Made with the app, a test's app that never uploads had the
  // folder made after the test had removed its data folder: an uncaught ENOENT.
  let server: Server | undefined;
  const tus = () => (server ??= makeServer());
  const makeServer = () =>
    new Server({
      path: TUS_PATH,
      datastore: new FileStore({ directory: deps.media.uploadsDir }),
      // Same origin (the site and its API share one host): Location is a path, and no CORS header is sent.
      relativeLocation: true,
      allowedOrigins: [],
      maxSize: deps.media.maxBytes,
      namingFunction: (req) => {
        const id = idOf(req);
        if (!id) throw { status_code: 500, body: 'no upload id\n' };
        return id;
      },
      // Undefined (no checked id) makes tus answer 404.
      getFileIdFromRequest: (req) => idOf(req),
      onUploadFinish: async (_req, upload) => {
        await markUploaded(db, upload.id);
        return {};
      },
    });

  /** Hands the request to tus, which answers on the raw response. */
  async function passToTus(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.hijack();
    try {
      await tus().handle(request.raw, reply.raw);
      countStored(request, reply);
    } catch (error) {
      request.log.error({ err: error }, 'tus request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(JSON.stringify({ code: 'general_error' }));
      } else reply.raw.destroy();
    }
    return reply;
  }

  /** Counts the bytes a PATCH (or a creation with data) stored: its answer's offset past the one it sent. */
  function countStored(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'PATCH' && request.method !== 'POST') return;
    const before = request.method === 'POST' ? 0 : Number(request.headers['upload-offset']);
    const after = Number(reply.raw.getHeader('upload-offset'));
    if (Number.isSafeInteger(before) && Number.isSafeInteger(after) && after > before) {
      uploadBytes.inc(after - before);
    }
  }

  async function create(request: FastifyRequest, reply: FastifyReply, userId: number) {
    if (options.mayUpload && !(await options.mayUpload(userId))) return fail(reply, 403, 'not_verified');
    const filename = metadataFilename(request.headers['upload-metadata']);
    if (filename === null || !isValidUploadFilename(filename)) return fail(reply, 400, 'bad_filename');
    const length = request.headers['upload-length'];
    if (typeof length !== 'string' || !/^[0-9]{1,16}$/.test(length) || Number(length) === 0) {
      const errors: FieldError[] = [
        { field: 'Upload-Length', code: length === undefined ? 'required' : 'invalid' },
      ];
      return badParams(reply, errors);
    }
    const size = Number(length);
    if (size > deps.media.maxBytes) return fail(reply, 413, 'size_limit');

    const id = newUploadId();
    const created = await db.transaction().execute(async (trx) => {
      // One creation at a time per member, so two at once cannot both pass the limit.
      await lockMembers(trx, [userId]);
      const { n } = await trx
        .selectFrom('uploads')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where('status', 'in', UNFINISHED)
        .executeTakeFirstOrThrow();
      if (n >= MAX_UNFINISHED_UPLOADS) return false;
      await trx.insertInto('uploads').values({ upload_id: id, user_id: userId, filename, size }).execute();
      return true;
    });
    if (!created) return fail(reply, 429, 'too_many_uploads');

    requestIds.set(request.raw, id);
    try {
      await passToTus(request, reply);
    } finally {
      // tus refused it (a protocol error): no upload exists, so neither does its row.
      if (reply.raw.statusCode !== 201) {
        await db
          .deleteFrom('uploads')
          .where('upload_id', '=', id)
          .where('status', '=', 'uploading')
          .execute();
      }
    }
    return reply;
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const method = request.method as Method;
    if (method === 'OPTIONS') return passToTus(request, reply);
    const viewer = viewerOf(request);
    if (!viewer) return needAuth(reply);
    if (method === 'POST') return create(request, reply, viewer.user_id);

    const { id } = request.params as { id: string };
    if (!isUploadId(id)) return notFound(reply);
    const row = await db
      .selectFrom('uploads')
      .select(['user_id', 'status'])
      .where('upload_id', '=', id)
      .executeTakeFirst();
    const open = row?.status === 'uploading' || row?.status === 'uploaded';
    if (!row || row.user_id !== viewer.user_id || !open) return notFound(reply);

    requestIds.set(request.raw, id);
    if (method === 'DELETE') {
      // The row goes before tus answers, so the member's next creation sees the slot free. Should tus
      // fail to remove the files, the sweep removes them (no row names them).
      await db.deleteFrom('uploads').where('upload_id', '=', id).where('status', 'in', UNFINISHED).execute();
    }
    await passToTus(request, reply);
    if (method === 'PATCH') {
      // Activity keeps an upload from being swept as abandoned (sweep.ts).
      await db
        .updateTable('uploads')
        .set({ updated_at: sql`now()` })
        .where('upload_id', '=', id)
        .where('status', 'in', UNFINISHED)
        .execute();
    }
    return reply;
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(OFFSET_STREAM, (_request, _payload, done) => done(null));
    scope.route({ method: ['POST', 'OPTIONS'], url: ENDPOINTS.tus, handler: handle });
    scope.route({ method: ['PATCH', 'HEAD', 'DELETE', 'OPTIONS'], url: `${TUS_PATH}/:id`, handler: handle });
  });
}
