# The shop in a container: plain Next's standalone server (`node server.js`), as a
# non-root user, its SQLite file and generated secrets on the /data volume. docs/deploy.md,
# "In a container", says how to run it; decision 0061 why it is built this way.
#
#   docker build -t ruck-shop .                 # the shop; ERP, JCC and SMTP come from the env
#   docker build -t ruck-shop-demo --target demo .   # plus the bundled sandboxes, for a demo
#
# NODE_IMAGE: any Debian-based Node 20.9+ image with a `node` user (the official images have one).
ARG NODE_IMAGE=node:20-bookworm-slim

# --- deps: node_modules, from the lockfile only (this layer is rebuilt when the lockfile changes).
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
# better-sqlite3 compiles from source where its prebuilt binary cannot be downloaded; the tools
# stay in this stage, never in the image that runs.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# --- build: `next build`, which writes .next/standalone/ (next.config.ts, NEXT_OUTPUT).
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY . .
# The demo image's sandboxes import packages the server never traced: copied aside, with their
# dependencies (scripts/sandbox-modules.mjs).
RUN npx next build && node scripts/sandbox-modules.mjs sandbox-modules

# --- app: what both images share. The standalone folder holds server.js and the node_modules
# files the server traced (better-sqlite3's and sharp's native binaries among them); Next leaves
# public/ and .next/static/ for whoever ships it to copy beside it.
FROM ${NODE_IMAGE} AS app
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    SHOP_DATA_DIR=/data
COPY --from=build /src/.next/standalone ./
COPY --from=build /src/.next/static ./.next/static
COPY --from=build /src/public ./public
# The only folders the shop writes: its data (a volume) and Next's image-optimiser cache.
RUN mkdir -p /data /app/.next/cache && chown node:node /data /app/.next/cache
VOLUME /data
USER node
EXPOSE 3000
# Healthy while the process answers GET /api/health, "ok" (200) or "degraded" (503): a restart
# cures neither an ERP nor a database that is away, and an orchestrator replacing every container
# during an ERP outage would only add cold starts. The details (loopback sees them) go to the
# check's output, which `docker inspect` shows.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then(async (r) => { console.log(r.status, await r.text()); process.exit(r.status === 200 || r.status === 503 ? 0 : 1); }, (e) => { console.log(e.message); process.exit(1); })"]

# --- demo: the shop plus the sandbox ERP, mail catcher and card gateway (sandbox/), each started
# for the systems the environment names no real one for, as `npm start` does; their data on /data.
FROM app AS demo
ENV SANDBOX_DATA_DIR=/data/sandbox \
    SANDBOX_JCC_DATA_DIR=/data/sandbox/jcc
COPY --chown=node:node sandbox ./sandbox
COPY scripts/container-demo.mjs ./scripts/
COPY scripts/lib/processes.mjs ./scripts/lib/
COPY --from=build /src/sandbox-modules/node_modules ./node_modules
CMD ["node", "scripts/container-demo.mjs"]

# --- runtime (the default target): plain Next, nothing else in the process tree.
FROM app AS runtime
CMD ["node", "server.js"]
