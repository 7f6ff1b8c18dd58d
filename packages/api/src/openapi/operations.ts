import { UPLOAD_LIMITS } from '../contract/constants.js';
import { ENDPOINTS } from '../contract/paths.js';
import { fileSchema, uploadIdSchema } from '../contract/upload.js';
import { z } from '../zod.js';
import { DECLARED_OPERATIONS } from './declared.js';
import { MODERATION_OPERATIONS } from './moderation-operations.js';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: z.ZodType;
  required: boolean;
  description?: string;
}

/** One answer of an operation that does not answer JSON with `code` on success (the tus protocol). */
export interface RawResponse {
  description: string;
  /** Response headers by name. */
  headers?: Record<string, { schema: z.ZodType; description: string }>;
  /** The body is the ErrorResponse of §8 (a failure). */
  error?: true;
}

export interface Operation {
  /** The client function that makes the call (or, with `client`, a name for a call another library makes). */
  id: string;
  /** A call no function of @site/api makes: the library that makes it (tus-js-client for the video bytes). */
  client?: string;
  method: 'get' | 'post' | 'patch' | 'head';
  /** An OpenAPI 3.1 path template; several values may share one segment (`{section}.{object_id}`). */
  path: string;
  summary: string;
  /** Longer notes for the operation (markdown). */
  description?: string;
  parameters?: Parameter[];
  body?: {
    type: 'application/x-www-form-urlencoded' | 'multipart/form-data' | 'application/offset+octet-stream';
    schema: z.ZodType;
  };
  /** The JSON answer; a navigation (`redirect`) has none. */
  response?: z.ZodType;
  /** A navigation, not a fetch: the server answers with this redirect instead of JSON. */
  redirect?: { status: 302 | 303; description: string };
  /** Answers by status, for a protocol whose success is not a JSON body (tus); failures not listed here are ErrorResponse. */
  responses?: Record<string, RawResponse>;
  /** The lifetime segment of a cached path, seconds (§9). */
  lifetime?: number | string;
  /** A successful answer, shown as the example of the JSON answer. */
  example?: unknown;
}

const int = z.number().int();
const path = (name: string, schema: z.ZodType, description?: string): Parameter => ({
  name,
  in: 'path',
  schema,
  required: true,
  ...(description ? { description } : {}),
});
const _query = (name: string, schema: z.ZodType, required = false, description?: string): Parameter => ({
  name,
  in: 'query',
  schema,
  required,
  ...(description ? { description } : {}),
});
const header = (name: string, schema: z.ZodType, description: string, required = true): Parameter => ({
  name,
  in: 'header',
  schema,
  required,
  description,
});
const _lifetime = (value: number | string) =>
  path('lifetime', int.min(0), `Cache lifetime in seconds (${value}); the CDN caches by path.`);
const _e = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);
const _form = 'application/x-www-form-urlencoded' as const;
const _act = <T extends string>(value: T) => z.literal(value);

/** The tus 1.0.0 protocol of the video bytes (core and creation extension; tus-js-client speaks it). */
const tusResumable = header('Tus-Resumable', z.literal('1.0.0'), 'The tus protocol version.');
const tusResumableOut = { schema: z.literal('1.0.0'), description: 'The tus protocol version.' };
const uploadOffset = (description: string) => ({ schema: int.min(0), description });
const tusUploadId = path(
  'upload_id',
  uploadIdSchema,
  'The last segment of the creation Location: the upload id.',
);
const fileNote =
  'latin letters and digits before one of the §9 extensions (`clip01.mp4`); `isValidUploadFilename` checks it';
const tusCheckNote =
  'When every byte is in, send its id to act 1 of `/api/video_edit.php` (`uploads.check`): the file is checked there.';

/** Every call of §7, by the client function that makes it. */
export const OPERATIONS: Operation[] = [
  // the moderation console (#12): openapi/moderation-operations.ts
  ...MODERATION_OPERATIONS,
  ...DECLARED_OPERATIONS,

  // tus 1.0.0: the video bytes (made by tus-js-client, not by a function of this package)
  {
    id: 'tus.create',
    client: 'tus-js-client',
    method: 'post',
    path: ENDPOINTS.tus,
    summary: 'tus creation: opens a resumable upload of a video file',
    description: `Up to ${UPLOAD_LIMITS.maxBytes} bytes (10 GB, §9). The metadata carries \`filename\` (${fileNote}). Members only. ${tusCheckNote}`,
    parameters: [
      tusResumable,
      header(
        'Upload-Length',
        int.min(1).max(UPLOAD_LIMITS.maxBytes),
        'The size of the file in bytes (required: no deferred length).',
      ),
      header(
        'Upload-Metadata',
        z.string(),
        'tus metadata: `filename <base64 of the file name>` (other keys are ignored).',
      ),
    ],
    responses: {
      '201': {
        description: 'Created: upload the bytes with PATCH to the Location.',
        headers: {
          Location: { schema: z.string(), description: 'The URL of the upload: `/api/tus/{upload_id}`.' },
          'Tus-Resumable': tusResumableOut,
        },
      },
      '400': {
        description:
          '`bad_filename`: no filename, or not one of §5 and §9; `invalid_params`: no `Upload-Length`, or 0.',
        error: true,
      },
      '401': { description: '`need_auth`: a visitor.', error: true },
      '413': { description: '`size_limit`: over 10 GB.', error: true },
      '429': { description: '`too_many_uploads`: the member has too many unfinished uploads.', error: true },
    },
  },
  {
    id: 'tus.patch',
    client: 'tus-js-client',
    method: 'patch',
    path: `${ENDPOINTS.tus}{upload_id}`,
    summary: 'tus: appends bytes to an upload at its offset',
    description: tusCheckNote,
    parameters: [
      tusUploadId,
      tusResumable,
      header('Upload-Offset', int.min(0), 'Where these bytes start: the offset the server has.'),
    ],
    body: { type: 'application/offset+octet-stream', schema: fileSchema },
    responses: {
      '204': {
        description: 'The bytes are stored.',
        headers: { 'Upload-Offset': uploadOffset('The new offset.'), 'Tus-Resumable': tusResumableOut },
      },
      '404': {
        description: "`not_found`: no such unfinished upload of the member's (another's is never revealed).",
        error: true,
      },
      '409': { description: "The offset is not the server's: ask with HEAD and resume from there." },
    },
  },
  {
    id: 'tus.head',
    client: 'tus-js-client',
    method: 'head',
    path: `${ENDPOINTS.tus}{upload_id}`,
    summary: 'tus: how many bytes of an upload the server has (to resume it)',
    parameters: [tusUploadId, tusResumable],
    responses: {
      '200': {
        description: 'The upload, never cached.',
        headers: {
          'Upload-Offset': uploadOffset('The bytes received.'),
          'Upload-Length': uploadOffset('The size of the file.'),
          'Tus-Resumable': tusResumableOut,
        },
      },
      '404': { description: "No such unfinished upload of the member's." },
    },
  },
];

/** Client functions that share an operation of another (same method and path). */
export const OPERATION_ALIASES: Record<string, string> = {
  'auth.restore': 'auth.signup',
  'auth.reset': 'auth.signup',
};
