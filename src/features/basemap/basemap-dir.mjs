// Read by the app, nginx's configuration (scripts/lib/nginx.mjs) and scripts/server.mjs, hence JavaScript.
import path from 'node:path'

/** Where `npm run basemap` writes the district's tiles, glyphs and sprites (a volume in Docker). */
export function basemapDir() {
  return path.resolve(process.env.BASEMAP_DIR || path.join('.data', 'basemap'))
}
