import type { MetadataRoute } from 'next'

/**
 * /robots.txt. Without it the request fell through to the [locale] route and answered 500 (a broken
 * robots.txt also fails Lighthouse's SEO audit). Test and demo pages carry their own noindex.
 */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] } }
}
