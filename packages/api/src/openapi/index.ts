import { appSettingsSchema, captchaChallengeSchema, sessionUserSchema } from '../contract/auth.js';
import { channelCardSchema, channelDetailSchema } from '../contract/channel.js';
import { commentSchema, threadCommentSchema } from '../contract/comment.js';
import { fieldErrorSchema, okResponseSchema } from '../contract/common.js';
import { memberCardSchema, memberProfileSchema } from '../contract/member.js';
import { dialogSchema, messageSchema } from '../contract/message.js';
import { categorySchema, modalSchema, notificationSchema, suggestionSchema } from '../contract/misc.js';
import { modelCardSchema, modelDetailSchema } from '../contract/model.js';
import { playlistSchema } from '../contract/playlist.js';
import { errorResponseSchema } from '../contract/responses.js';
import { uploadStateSchema } from '../contract/upload.js';
import { sliderVideoSchema, videoCardSchema, videoDetailSchema, videoFileSchema } from '../contract/video.js';
import { z } from '../zod.js';
import { OPERATIONS, type Operation } from './operations.js';

export {
  OPERATION_ALIASES,
  OPERATIONS,
  type Operation,
  type Parameter,
  type RawResponse,
} from './operations.js';

type Json = Record<string, unknown>;

/** Endpoints several acts share: one operation whose body and answer are alternatives. */
const SHARED_ENDPOINTS: Record<string, { id: string; summary: string }> = {
  '/api/member.php': {
    id: 'memberActions',
    summary: "The shared member action call: the member's own relations",
  },
  '/api/input.php': { id: 'inputActions', summary: 'The shared input call: content and signals' },
  '/api/signup.php': { id: 'signup', summary: 'Sign up, password restore and reset' },
  '/api/messages.php': { id: 'messages', summary: 'Private messages: the member modal and the inbox' },
  '/api/video_edit.php': { id: 'videoEdit', summary: 'Uploads and owner actions on own videos' },
  '/api/cb.php': { id: 'payments', summary: 'Paid download: charge and status' },
  '/api/moderation.php': {
    id: 'moderation',
    summary:
      'The staff acts of the moderation console (moderators and admins only: 401 `need_auth`, 403 `no_permission`)',
  },
};

/** The named entities of §3, published as components. */
const ENTITIES: Record<string, z.ZodType> = {
  VideoCard: videoCardSchema,
  VideoDetail: videoDetailSchema,
  VideoFile: videoFileSchema,
  SliderVideo: sliderVideoSchema,
  Category: categorySchema,
  ModelCard: modelCardSchema,
  ModelDetail: modelDetailSchema,
  ChannelCard: channelCardSchema,
  ChannelDetail: channelDetailSchema,
  MemberCard: memberCardSchema,
  MemberProfile: memberProfileSchema,
  Playlist: playlistSchema,
  Comment: commentSchema,
  ThreadComment: threadCommentSchema,
  Dialog: dialogSchema,
  Message: messageSchema,
  Suggestion: suggestionSchema,
  SessionUser: sessionUserSchema,
  AppSettings: appSettingsSchema,
  CaptchaChallenge: captchaChallengeSchema,
  Notification: notificationSchema,
  Modal: modalSchema,
  UploadState: uploadStateSchema,
  FieldError: fieldErrorSchema,
  ErrorResponse: errorResponseSchema,
  OkResponse: okResponseSchema,
};

function override(ctx: { zodSchema: unknown; jsonSchema: Json }) {
  const def = (ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def;
  if (def.type === 'custom') {
    ctx.jsonSchema.type = 'string';
    ctx.jsonSchema.format = 'binary';
  }
}

const strip = (schema: Json): Json => {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
};

function responseName(op: Operation): string {
  const [group = '', fn = ''] = op.id.split('#')[0]?.split('.') ?? [];
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return `${cap(group)}${cap(fn)}Response`;
}

/**
 * The OpenAPI 3.1 document of the contract: every call of §7 (the cached paths with their lifetime
 * segment, the .php endpoints with their acts), every entity of §3 as a component, and the error body.
 */
export function buildOpenApiDocument(version = '0.0.0'): Json {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(ENTITIES)) registry.add(schema, { id });
  const responseIds = new Map<z.ZodType, string>();
  for (const op of OPERATIONS) {
    if (!op.response) continue;
    if (registry.has(op.response)) {
      responseIds.set(op.response, registry.get(op.response)?.id ?? '');
      continue;
    }
    const id = responseName(op);
    registry.add(op.response, { id });
    responseIds.set(op.response, id);
  }
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    override,
  }) as { schemas: Record<string, Json> };
  const components: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(schemas)) components[id] = strip(schema);

  const inline = (schema: z.ZodType, io: 'input' | 'output' = 'input'): Json =>
    strip(z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io, override }) as Json);

  const actLine = (op: Operation) =>
    `- ${op.summary} (\`${op.id}\`)${op.description ? `: ${op.description}` : ''}`;
  const responseRef = (op: Operation) =>
    `#/components/schemas/${op.response ? responseIds.get(op.response) : 'OkResponse'}`;
  const pathsOut: Record<string, Record<string, Json>> = {};
  for (const op of OPERATIONS) {
    const item = pathsOut[op.path] ?? {};
    pathsOut[op.path] = item;
    const error = {
      description: 'Failure: the error code of §8 and any field errors.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    };
    const raw = (r: NonNullable<Operation['responses']>[string]): Json => ({
      description: r.description,
      ...(r.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(r.headers).map(([name, h]) => [
                name,
                { description: h.description, schema: inline(h.schema, 'output') },
              ]),
            ),
          }
        : {}),
      ...(r.error ? { content: error.content } : {}),
    });
    const responses = op.responses
      ? {
          ...Object.fromEntries(Object.entries(op.responses).map(([status, r]) => [status, raw(r)])),
          // A HEAD answer has no body.
          default: op.method === 'head' ? { description: 'Failure (no body).' } : error,
        }
      : op.redirect
        ? {
            [String(op.redirect.status)]: {
              description: op.redirect.description,
              headers: { Location: { schema: { type: 'string' } } },
            },
            default: error,
          }
        : {
            '200': {
              description: 'Success: `code` is `success`, or a listing code such as `videos_not_found`.',
              content: {
                'application/json': {
                  schema: { $ref: responseRef(op) },
                  ...(op.example !== undefined ? { example: op.example } : {}),
                },
              },
            },
            default: error,
          };
    const existing = item[op.method];
    if (existing) {
      // Several acts share one endpoint: their bodies and answers are alternatives.
      const ex = existing as {
        'x-client-functions': string[];
        requestBody?: { content: Record<string, { schema: Json }> };
      };
      ex['x-client-functions'].push(op.id);
      (existing as Json).description = `${(existing as Json).description}\n${actLine(op)}`;
      if (op.body && ex.requestBody) {
        const content = ex.requestBody.content[op.body.type] ?? { schema: { oneOf: [] } };
        ex.requestBody.content[op.body.type] = content;
        if (!Array.isArray(content.schema.oneOf)) content.schema = { oneOf: [content.schema] };
        (content.schema.oneOf as Json[]).push(inline(op.body.schema));
      }
      const ok = (existing.responses as { '200': { content: { 'application/json': { schema: Json } } } })[
        '200'
      ].content['application/json'];
      const ref = { $ref: responseRef(op) };
      const alternatives = Array.isArray(ok.schema.oneOf) ? (ok.schema.oneOf as Json[]) : [ok.schema];
      if (!alternatives.some((a) => a.$ref === ref.$ref)) ok.schema = { oneOf: [...alternatives, ref] };
      continue;
    }
    const shared = SHARED_ENDPOINTS[op.path];
    // Every write (not GET or HEAD) carries the CSRF token.
    const csrf =
      op.method === 'post' || op.method === 'patch'
        ? [{ name: 'x-csrf-token', in: 'header', required: true, schema: { type: 'string' } }]
        : [];
    const parameters = [
      ...(op.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required,
        ...(p.description ? { description: p.description } : {}),
        schema: inline(p.schema),
      })),
      ...csrf,
    ];
    item[op.method] = {
      operationId: shared?.id ?? op.id.replace('#', '.'),
      summary: shared?.summary ?? op.summary,
      ...(shared ? { description: `Acts:\n${actLine(op)}` } : {}),
      ...(!shared && op.description ? { description: op.description } : {}),
      ...(op.client ? { 'x-client': op.client } : { 'x-client-functions': [op.id] }),
      ...(op.lifetime !== undefined ? { 'x-lifetime': op.lifetime } : {}),
      ...(op.parameters ? { parameters } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { [op.body.type]: { schema: inline(op.body.schema) } } } }
        : {}),
      // (After the body when the token is the only parameter: the order the document has always had.)
      ...(!op.parameters && csrf.length > 0 ? { parameters } : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Site API',
      version,
      description:
        'The calls of spec §7. Reads are GETs of cached paths whose lifetime segment sets Cache-Control; writes are form-encoded (or multipart) POSTs carrying the x-csrf-token header. Every body carries `code`. The bytes of a video go over tus 1.0.0 (resumable, under `/api/tus/`, made by tus-js-client), then act 1 of `/api/video_edit.php` checks them.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths: pathsOut,
    components: { schemas: components },
  };
}
