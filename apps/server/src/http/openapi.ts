/**
 * The API's reference: `GET /api/openapi.json`, the OpenAPI 3.1 document of the whole contract (§7) built
 * once from the schemas the server uses (@site/api/openapi), and `GET /api/docs`, a page rendered here
 * from that document: every operation with its summary, notes, parameters, body and the client functions
 * that make it. Plain HTML with its own small stylesheet and no script, so it loads nothing from another
 * origin and holds under the site's Content-Security-Policy as every page does.
 */
import { buildOpenApiDocument } from '@site/api/openapi';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html.js';
import { cacheFor } from './cache.js';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  'x-client-functions'?: string[];
  'x-client'?: string;
}
interface Document {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

/** `code` spans of the document's markdown as <code>; everything else as escaped text. */
function inline(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
        : escapeHtml(part),
    )
    .join('');
}

const anchor = (method: string, path: string) => `op-${method}-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;

function operationHtml(path: string, method: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${inline(p.description ?? '')}</td></tr>`,
    )
    .join('');
  const body = op.requestBody ? Object.keys(op.requestBody.content) : [];
  const made = op['x-client-functions']?.map((f) => `<code>${escapeHtml(f)}</code>`).join(', ');
  return `<section id="${anchor(method, path)}">
<h2><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>
<p>${inline(op.summary ?? '')}</p>
${op.description ? `<p class="notes">${inline(op.description)}</p>` : ''}
${params ? `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>notes</th></tr></thead><tbody>${params}</tbody></table>` : ''}
${body.length > 0 ? `<p>Body: ${body.map((t) => `<code>${escapeHtml(t)}</code>`).join(' or ')}</p>` : ''}
${made ? `<p class="made">Client: ${made}</p>` : op['x-client'] ? `<p class="made">Made by ${escapeHtml(op['x-client'])}</p>` : ''}
</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
h1{font-size:1.6rem}h2{font-size:1.05rem;margin:0 0 .3rem}section{border-top:1px solid #ddd;padding:1rem 0}
.method{display:inline-block;min-width:3.5rem;font:600 .8rem monospace;padding:.1rem .4rem;border-radius:.25rem;background:#e8eefc;color:#1a3d8f}
.notes{white-space:pre-wrap;color:#333}.made{color:#555;font-size:.9rem}table{border-collapse:collapse;font-size:.9rem}
td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}code{font-size:.9em}
nav ul{columns:2;padding-left:1.2rem}@media (prefers-color-scheme:dark){body{background:#121214;color:#e8e8ea}
.notes{color:#ccc}.made{color:#aaa}.method{background:#233056;color:#c9d7ff}section,td,th{border-color:#333}a{color:#9db7ff}}`;

/** The reference page of the document: an index of the operations, then each one. */
export function apiDocsPage(document: Document): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );
  const index = operations
    .map(
      ({ path, method, op }) =>
        `<li><a href="#${anchor(method, path)}">${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</a> ${inline(op.summary ?? '')}</li>`,
    )
    .join('');
  const { info } = document;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(info.title)} ${escapeHtml(info.version)}: reference</title>
<style>${STYLE}</style></head><body>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${inline(info.description ?? '')}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav><ul>${index}</ul></nav>
${operations.map(({ path, method, op }) => operationHtml(path, method, op)).join('\n')}
</body></html>`;
}

export function openApiRoute(app: FastifyInstance) {
  let document: Document | undefined;
  let page: string | undefined;
  const built = () => (document ??= buildOpenApiDocument() as unknown as Document);
  app.get('/api/openapi.json', async (_request, reply) => {
    cacheFor(reply, 3600);
    return built();
  });
  app.get('/api/docs', async (_request, reply) => {
    page ??= apiDocsPage(built());
    cacheFor(reply, 3600);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
