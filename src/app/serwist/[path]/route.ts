import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createSerwistRoute } from '@serwist/turbopack'

import { LOCALES } from '@/domain/locales'
import { offlinePagePath } from '@/domain/offline-pages'
import { MAP_STYLE_URL } from '@/features/map/basemap'
import { publicChunkPaths } from '@/features/offline/public-chunks'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const publicChunks = publicChunkPaths(distDir)

/**
 * The offline pages change with the code and the wording: their revision is a digest of both (the
 * public chunks' hashed names and the message files), the same for the worker at either address.
 */
const revision = createHash('sha256')
  .update(publicChunks.join('\n'))
  .update(LOCALES.map((locale) => fs.readFileSync(path.join('messages', `${locale}.json`), 'utf8')).join('\n'))
  .digest('hex')
  .slice(0, 20)

/**
 * GET /serwist/sw.js (and /sw.js, src/app/sw.js/route.ts): the service worker, bundled at build
 * time from src/features/offline/service-worker.ts. Precached on install: everything in public/
 * (the MapLibre worker, the fallback map style, the icons) and the offline page in each language.
 * The public app's chunks are listed in the worker and fetched after the page has loaded
 * (src/features/offline/keep-app-code.ts); the CMS admin, most of .next/static, is never kept.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/features/offline/service-worker.ts',
  useNativeEsbuild: true,
  globPatterns: ['public/**/*'],
  globIgnores: ['public/**/*.map'],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  additionalPrecacheEntries: LOCALES.map((locale) => ({ url: offlinePagePath(locale), revision })),
  esbuildOptions: {
    // No sw.js.map: the worker's sources are not for the public.
    sourcemap: false,
    define: {
      'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
      'process.env.NEXT_PUBLIC_MAP_STYLE_URL': JSON.stringify(MAP_STYLE_URL),
      'self.__PUBLIC_CHUNKS': JSON.stringify(publicChunks),
    },
  },
})
