# syntax=docker/dockerfile:1
# Swap Without a Trace: build with the same npm scripts CI runs, run with production deps only.
#
# Reproducible: the base image is pinned by digest, and the commit and its time come in
# as build arguments (.git stays out of the context), so /verify names the commit and anyone can
# rebuild the same dist/client:
#   docker build --build-arg SOURCE_COMMIT="$(git rev-parse HEAD)" \
#     --build-arg SOURCE_DATE_EPOCH="$(git log -1 --format=%ct)" .
# Update the digest on purpose (docker buildx imagetools inspect node:22-bookworm-slim).
ARG NODE_IMAGE=node:22-bookworm-slim@sha256:43ac6c60b8f89723f746e8a92ce91abd5017e627ce1ddfe4238355d3a30b772c

FROM ${NODE_IMAGE} AS build
ARG SOURCE_COMMIT
ARG SOURCE_DATE_EPOCH
ENV SOURCE_COMMIT=${SOURCE_COMMIT} \
    SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH}
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# DATA_DIR (data/ unless set): the alert outbox, the files that stand in for Redis without it,
# and the sandbox's orders when the image runs the sandbox.
RUN mkdir -p data/outbox && chown -R node:node data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server/main.js"]
