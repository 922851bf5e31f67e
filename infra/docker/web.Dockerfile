# syntax=docker/dockerfile:1
# Build context: the repository root, e.g.
#   docker build -f infra/docker/web.Dockerfile -t lakehouse/web .
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

# ---- runtime: unprivileged nginx (uid 101, listens on 8080) with the four built frontends ---------------
FROM nginxinc/nginx-unprivileged:1.27-alpine AS runtime
# The image's entrypoint renders /etc/nginx/templates/*.template into /etc/nginx/conf.d/ with envsubst,
# substituting only the variables the filter names (nginx's own $uri, $host... stay as they are).
ENV NGINX_ENVSUBST_FILTER=^LAKEHOUSE_ \
    LAKEHOUSE_LISTEN_PORT=8080 \
    LAKEHOUSE_API_UPSTREAM=api:3000 \
    LAKEHOUSE_SITE_ROOT=/usr/share/nginx/html \
    LAKEHOUSE_CACHE_ROOT=/var/cache/nginx/lakehouse \
    LAKEHOUSE_PHOTO_CACHE_ROOT=/var/cache/nginx/lakehouse-photos \
    LAKEHOUSE_PHOTO_CACHE_VALID=1m \
    LAKEHOUSE_ACCESS_LOG=/var/log/nginx/access.log
COPY infra/docker/nginx.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/frontends/shell/dist /usr/share/nginx/html
COPY --from=build /app/frontends/content/dist /usr/share/nginx/html/mfe/content
COPY --from=build /app/frontends/booking/dist /usr/share/nginx/html/mfe/booking
COPY --from=build /app/frontends/admin/dist /usr/share/nginx/html/mfe/admin
USER 101
EXPOSE 8080
# The image's default CMD: nginx -g 'daemon off;', as the unprivileged nginx user.
