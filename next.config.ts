import { withPayload } from '@payloadcms/next/withPayload'
import { withSerwist } from '@serwist/turbopack'
import type { NextConfig } from 'next'
import path from 'node:path'
import createNextIntlPlugin from 'next-intl/plugin'

import { LOCALES } from './src/domain/locales'
import { UPLOADED_FILES } from './src/domain/photos'
import { securityHeaderRules } from './src/domain/security-headers'
import { MAP_STYLE_URL } from './src/features/map/basemap'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time: the browser gets neither the ICU parser nor IntlMessageFormat,
  // and formatting a message no longer parses it on every page (Lighthouse: total blocking time).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})

const nextConfig: NextConfig = {
  // Tests build into their own folder so a test run never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The same sources give the same build id (scripts/lib/app.mjs sets it from the build's fingerprint):
  // instances built apart, one per container, then share their Redis page cache, which is keyed by it.
  generateBuildId: async () => process.env.TOWN_GUIDE_BUILD_ID || null,
  // Next's page cache, minus 404s: made-up addresses never grow .next (src/cache/page-cache-handler.mjs).
  cacheHandler: path.resolve('src/cache/page-cache-handler.mjs'),
  // `npm test` type-checks the whole project once (tsc --noEmit) before building.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Next's optimiser resizes uploads (served by Payload at /api/media/file/…, from disk or S3) and
  // nothing else: no remote hosts, no query strings, no other local path (an upload's file name is one segment).
  images: { unoptimized: false, remotePatterns: [], localPatterns: [{ pathname: `${UPLOADED_FILES}*`, search: '' }] },
  // CSP, HSTS, nosniff, Referrer-Policy and frame-ancestors on every response (src/domain/security-headers.ts).
  async headers() {
    return securityHeaderRules({
      production: process.env.NODE_ENV === 'production',
      basemapStyleUrl: MAP_STYLE_URL,
      kioskFrameAncestors: process.env.KIOSK_FRAME_ANCESTORS,
      locales: LOCALES,
    })
  },
  // Stylesheets are linked, not inlined: inlined CSS rode twice in every page (in the HTML, and again
  // in the RSC payload), 13.5 of the town page's 44.8 KB gzipped. Linked, in Next's default chunks (two
  // files for a public page), the page is 29.9 KB, and Lighthouse mobile measured no loss on this host
  // (town page 90–92 linked against 87–90 inlined, home 97 against 95, alternating runs, 2026-11-27).
}

const withPayloadConfig = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload sends `Critical-CH: Sec-CH-Prefers-Color-Scheme` on every path so its admin can pick a
 * theme. On a first visit Chrome then restarts the request for every public page to add the hint,
 * a wasted round trip (Lighthouse counts it as a redirect). Only the admin reads the hint: scope the
 * client-hint headers to /admin.
 */
const payloadHeaders = withPayloadConfig.headers
withPayloadConfig.headers = async () =>
  (await payloadHeaders!()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

// withSerwist keeps esbuild out of the server bundle: the service-worker route runs it at build time.
export default withSerwist(withPayloadConfig)
