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
# generation is held to 12 MB (three 4 MB semi-spaces), as its threads' are.
FROM node:20.20-bookworm-slim
# MALLOC_ARENA_MAX: glibc gives each thread that allocates an arena of its own, and the server runs
# about a dozen; two arenas cut its resident memory at ready by about 90 MB (docs/decisions/012).
# MALLOC_MMAP_THRESHOLD_: a fixed threshold, so a freed upload's buffers go back to the system
# rather than raising glibc's threshold and staying in the heap (docs/decisions/012).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "apps/api/dist/server.mjs"]
