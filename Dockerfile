# The platform's production image: the release (scripts/pack-release.mjs) installed without
# devDependencies, started as `node server/dist/main.js`. Nothing is built when it starts.
#   docker build -t platform .
# compose.yaml runs it behind HAProxy with PostgreSQL, Redis and S3-compatible storage.

ARG NODE_IMAGE=node:24-bookworm-slim

# Build: every dependency, the server (tsc) and the client (Vite), then the release folder.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The install is its own layer: it is made again only when a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
# NODE_ENV only here: `npm ci` above would leave out the devDependencies the build needs.
RUN NODE_ENV=production npm run build && npm run pack-release -- /release

# Runtime: the release and what it needs at run time, as an unprivileged user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /release ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
    && mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
# Readiness: 503 while the instance drains on SIGTERM or its database does not answer.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]
