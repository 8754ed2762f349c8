# syntax=docker/dockerfile:1
# Production image: the web app built by Vite and the server compiled by esbuild (no tsx at run
# time). Build: docker build -t amorio .   Run: see compose.yaml and the README's "Deploy".

# Node 24, the current LTS line (Node 20 reached end of life in April 2026); engines in
# package.json lists both the 20 the machines and CI test on and this one (decision 005).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: see .ci/run (the lock file npm 11 writes prunes other platforms).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/app/data \
    SEED_DEMO=0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Read at run time from the project root (server/project-root.ts).
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/server/db/roles.sql ./server/db/roles.sql
COPY --from=build /app/config/sites ./config/sites
COPY --from=build /app/web/i18n/locales ./web/i18n/locales
# The image's built-in unprivileged user; it owns only the data folder (local uploads, outbox).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# Liveness only: readiness (/readyz) is for the load balancer, a restart does not fix a database.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
