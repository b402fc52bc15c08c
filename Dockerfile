# Build: all dependencies, the Prisma client, the web app and the compiled server; then only the
# production dependencies are kept. `npm run image:check` replays this file's instructions in a
# temporary copy of the repository (no Docker engine needed) and runs the result.
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/db/package.json packages/db/
COPY packages/schema/package.json packages/schema/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts && mkdir -p .data

# Run: production dependencies, the compiled server (apps/api/dist), the built web app. The
# command is node itself, so SIGTERM reaches the server and it shuts down gracefully; its young
# generation is held to 12 MB (three 4 MB semi-spaces), as its threads' are. A heap limit under
# 2 GB makes V8 let each old generation grow to at most 1.6 times what it held live after a full
# collection, where above it V8 allows four times: after a chat soak the server's heap held 230 MB,
# nearly all of it garbage, over 60 MB live (docs/decisions/012). The limit is V8's for every
# thread; none comes near it.
FROM node:20.20-bookworm-slim
# jemalloc in place of glibc's malloc (docs/decisions/012): glibc keeps the pages freed inside its
# arenas, about 45 MB at idle, where jemalloc gives them back a second after they are freed
# (dirty_decay_ms; muzzy_decay_ms:0 skips the lazy second stage) from a thread of its own
# (background_thread), and two arenas do as MALLOC_ARENA_MAX=2 did. A bare library name: the
# dynamic linker finds it on any architecture. The PDF workers set their own environment and keep
# glibc's malloc with its settings (pdfPool.ts).
RUN apt-get update \
  && apt-get install -y --no-install-recommends libjemalloc2 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 LD_PRELOAD=libjemalloc.so.2 \
  MALLOC_CONF=background_thread:true,narenas:2,dirty_decay_ms:1000,muzzy_decay_ms:0
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "--max-old-space-size=1024", "apps/api/dist/server.mjs"]
