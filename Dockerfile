# One-host production image: see docker-compose.yml and the README.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
EXPOSE 3000
# scripts/start.mjs migrates, seeds an empty database, builds (the database must be reachable) and serves.
CMD ["node", "scripts/start.mjs"]
