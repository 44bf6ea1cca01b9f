import { randomUUID } from 'node:crypto'

import { createSerwistRoute } from '@serwist/turbopack'

import { LOCALES } from '@/domain/locales'
import { offlinePagePath } from '@/domain/offline-pages'
import { MAP_STYLE_URL } from '@/features/map/basemap'

// The offline pages change with every build: a new revision per build replaces the precached copies.
const revision = randomUUID()

/**
 * GET /serwist/sw.js: the service worker, bundled at build time from src/features/offline/service-worker.ts.
 * Precached: everything in public/ (the MapLibre worker, the fallback map style, the icons) and the
 * offline page in each language. Next's own chunks are cached as pages use them, not all up front:
 * most of .next/static is the CMS admin, which has no use offline.
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
    },
  },
})
