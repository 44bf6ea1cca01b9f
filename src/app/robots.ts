import type { MetadataRoute } from 'next'

import { siteUrl } from '@/features/seo/metadata'

// Read per request: the addresses come from SERVER_URL as the server runs, not as it was built.
export const dynamic = 'force-dynamic'

/**
 * /robots.txt. Without it the request fell through to the [locale] route and answered 500 (a broken
 * robots.txt also fails Lighthouse's SEO audit). Test and demo pages carry their own noindex. It names the sitemap (issue 25).
 */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }, sitemap: new URL('/sitemap.xml', siteUrl()).href }
}
