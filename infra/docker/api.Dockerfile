# syntax=docker/dockerfile:1
# Build context: the repository root, e.g.
#   docker build -f infra/docker/api.Dockerfile -t lakehouse/api .
# (infra/docker-compose.yml does this with build.context "..").
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NPM_VERSION=11.19.1

# ---- build: install everything from the lockfile, build all workspaces -------------------------------
# This stage is identical in api/worker/web.Dockerfile, so BuildKit builds it once for all three images.
FROM ${NODE_IMAGE} AS build
ARG NPM_VERSION
# The npm the lockfile and the root package.json "allowScripts" were made with, whatever the image bundles.
RUN npm install -g npm@${NPM_VERSION}
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/server-kit/package.json packages/server-kit/
COPY packages/messages/package.json packages/messages/
COPY packages/web-kit/package.json packages/web-kit/
COPY services/worker/package.json services/worker/
COPY services/api/package.json services/api/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/content/package.json frontends/content/
COPY frontends/booking/package.json frontends/booking/
COPY frontends/admin/package.json frontends/admin/
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

# ---- runtime: production dependencies only, plus the built server packages --------------------------
FROM ${NODE_IMAGE} AS runtime
ARG NPM_VERSION
ENV NODE_ENV=production
RUN npm install -g npm@${NPM_VERSION}
WORKDIR /app
# npm ci checks the lockfile against every workspace, so all workspace manifests are needed.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/server-kit/package.json packages/server-kit/
COPY packages/messages/package.json packages/messages/
COPY packages/web-kit/package.json packages/web-kit/
COPY services/worker/package.json services/worker/
COPY services/api/package.json services/api/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/content/package.json frontends/content/
COPY frontends/booking/package.json frontends/booking/
COPY frontends/admin/package.json frontends/admin/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev
# Workspace packages resolve through node_modules/@lakehouse/* links to these folders ("default": "./dist/index.js").
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/server-kit/dist packages/server-kit/dist
COPY --from=build /app/packages/messages/dist packages/messages/dist
COPY --from=build /app/services/worker/dist services/worker/dist
COPY --from=build /app/services/api/dist services/api/dist
# The pages the API renders (nginx proxies page requests to it): the shell's layout template and the server entries.
COPY --from=build /app/frontends/shell/dist/index.html frontends/shell/dist/index.html
COPY --from=build /app/frontends/shell/dist-server frontends/shell/dist-server
COPY --from=build /app/frontends/content/dist-server frontends/content/dist-server
COPY --from=build /app/frontends/booking/dist-server frontends/booking/dist-server
# The sample iCal feed, used only with ICAL_FEED_URL=sample.
COPY services/worker/src/calendar/sample-feed.ics services/worker/src/calendar/sample-feed.ics
# The folder photo store (<DATA_DIR>/photo-store), owned by the runtime user, like the worker's.
RUN mkdir -p .data/photo-store && chown -R node:node .data
USER node
# In a container the API listens on every address of its own network namespace (its default is 127.0.0.1).
ENV HOST=0.0.0.0
EXPOSE 3000
# Runs migrations at start-up (under an advisory lock), then serves HTTP on PORT (default 3000):
# /api/health/live, /api/health/ready, and Prometheus text at /metrics (outside /api, so never public).
# The migrations service (compose) and Job (k8s) override this with: node services/api/dist/migrate.js
CMD ["node", "services/api/dist/main.js"]
