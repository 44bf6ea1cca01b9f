# One-host production image: see docker-compose.yml and the README.
FROM node:22-bookworm-slim
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
# The app builds and writes at run time (.next, uploads, public/ worker copy): give /app to the
# unprivileged `node` user of the base image rather than run as root.
RUN chown node:node /app
USER node
COPY --chown=node:node package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY --chown=node:node . .
# Created here so the named volumes mounted on them start out owned by `node`.
RUN mkdir -p .data/basemap media .next
# After `npm ci`, which would otherwise skip the devDependencies the build needs (TypeScript).
ENV NODE_ENV=production
EXPOSE 3000
# scripts/start.mjs migrates, seeds an empty database, builds (the database must be reachable) and serves.
CMD ["node", "scripts/start.mjs"]
