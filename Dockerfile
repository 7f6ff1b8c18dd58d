# The site's image: the server, the worker and the command line of one build (deploy/README.md).
#   docker build -t site .
#   docker run -p 3000:3000 -v site-data:/var/lib/site site          # the embedded database, one process
# Several processes, PostgreSQL and S3: deploy/compose.yaml.

# ── build: the workspace's install and build, then the server's production folder (`pnpm deploy --prod`)
FROM node:24-bookworm-slim AS build
WORKDIR /src
# The pinned pnpm (package.json `packageManager`), as the README's lines run it.
RUN npm install --global --no-audit --no-fund pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm build \
 && pnpm --filter @site/server deploy --prod /srv/site

# ── runtime: Node 24, ffmpeg from the distribution, the production folder, a user without rights
FROM node:24-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=root:root /srv/site /srv/site
RUN mkdir -p /var/lib/site && chown node:node /var/lib/site
USER node
WORKDIR /srv/site
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/site
VOLUME ["/var/lib/site"]
EXPOSE 3000
# Alive while the process answers; /readyz (database, migrations, storage) is for the load balancer.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server; the same image runs `node dist/worker.js` and `node dist/cli.js …` (compose.yaml).
CMD ["node", "dist/main.js"]
