// The container files of deploy/ (Dockerfile, compose.yaml, nginx.conf) cannot be built or started on a
// machine without a container registry: they are read here, and held to what the code reads and serves.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENDPOINTS } from '@site/api/contract';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_KEYS } from './env-keys.js';

const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
/** The services that run the site's image. */
const site = Object.entries(services).filter(([, s]) => s.image === 'site:latest');
const dockerfile = read('Dockerfile');
const nginx = read('deploy/nginx.conf');

describe('given the compose file', () => {
  it('runs the migrations, two servers and a worker from the one image', () => {
    expect(site.map(([name]) => name).sort()).toEqual(['migrate', 'server-a', 'server-b', 'worker']);
    expect(services.migrate?.command).toEqual(['node', 'dist/cli.js', 'db:migrate']);
    expect(services.worker?.command).toEqual(['node', 'dist/worker.js']);
    // The servers run the image's command (the server) and leave the jobs to the worker.
    for (const name of ['server-a', 'server-b']) {
      expect(services[name]?.command).toBeUndefined();
      expect(services[name]?.environment?.RUN_JOBS).toBe('false');
    }
  });

  it('sets only variables the code reads', () => {
    for (const [name, service] of site) {
      expect(
        Object.keys(service.environment ?? {}).filter((key) => !ENV_KEYS.has(key)),
        name,
      ).toEqual([]);
    }
  });

  it('gives every process the same database, secret and media store', () => {
    const shared = ['DATABASE_URL', 'SESSION_SECRET', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_SECRET_ACCESS_KEY'];
    const values = site.map(([, s]) => shared.map((key) => s.environment?.[key]));
    expect(values[0]?.every((v) => typeof v === 'string' && v !== '')).toBe(true);
    for (const v of values) expect(v).toEqual(values[0]);
  });
});

describe('given the bucket on the private network', () => {
  it('reaches visitors through the proxy with the endpoint’s Host, which the signatures cover', () => {
    const env = services['server-a']?.environment ?? {};
    const endpoint = new URL(env.S3_ENDPOINT as string);
    expect(env.S3_PUBLIC_URL).toMatch(/\/s3$/);
    const location = /location \/s3\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(location).toContain(`proxy_pass ${endpoint.origin}/;`);
    expect(location).toContain(`proxy_set_header Host ${endpoint.host};`);
  });
});

describe('given the Dockerfile', () => {
  it('builds on Node 24 and runs the server as a user without rights, with ffmpeg', () => {
    expect(dockerfile).toMatch(/^FROM node:24-\S+ AS build$/m);
    expect(dockerfile.match(/^FROM node:24-/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends ffmpeg/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/main\.js"\]$/m);
    expect(dockerfile).toMatch(/pnpm --filter @site\/server deploy --prod \/srv\/site/);
  });
});

describe('given the proxy', () => {
  it('spreads the servers of the compose file, and sends a member’s uploads to one of them', () => {
    const servers = [...nginx.matchAll(/^\s*server (\S+):3000/gm)].map((m) => m[1]);
    expect(new Set(servers)).toEqual(new Set(['server-a', 'server-b']));
    const tus = new RegExp(`location ${ENDPOINTS.tus} \\{[^}]*proxy_pass http://site_by_member;`);
    expect(nginx).toMatch(tus);
    expect(nginx).toMatch(/upstream site_by_member \{\s*hash \$cookie_sid consistent;/);
  });
});
