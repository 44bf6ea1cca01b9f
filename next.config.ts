import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Tests build into their own folder so a test run never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the whole project once (tsc --noEmit) before building.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: { unoptimized: false, remotePatterns: [] },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
