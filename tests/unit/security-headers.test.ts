import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/domain/locales'
import {
  contentSecurityPolicy,
  embeddableSources,
  HSTS_MAX_AGE_SECONDS,
  parseFrameAncestors,
  parsePolicy,
  remoteOrigin,
  securityHeaderRules,
  UPLOADED_FILE_SOURCE,
} from '@/domain/security-headers'
import { DEFAULT_MAP_STYLE_URL } from '@/features/map/basemap'

const headerMap = (rule: { headers: { key: string; value: string }[] }) => Object.fromEntries(rule.headers.map((h) => [h.key, h.value]))

describe('security headers (issue 8)', () => {
  it('the basemap origin is derived from its style URL, never hard-coded', () => {
    expect(remoteOrigin(DEFAULT_MAP_STYLE_URL)).toBe('https://tiles.openfreemap.org')
    expect(remoteOrigin('https://maps.example.com:8443/styles/x.json?key=1')).toBe('https://maps.example.com:8443')
    expect(remoteOrigin('/map-style/fallback.json')).toBeNull()
    expect(remoteOrigin('javascript:alert(1)')).toBeNull()
    const policy = parsePolicy(
      contentSecurityPolicy({ production: true, basemapStyleUrl: 'https://maps.example.com/style.json', frameAncestors: [] }),
    )
    expect(policy['connect-src']).toEqual(["'self'", 'https://maps.example.com'])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://maps.example.com'])
    expect(JSON.stringify(policy)).not.toContain('openfreemap')
  })

  it('allows only what the app uses, and MapLibre and service workers still run', () => {
    const policy = parsePolicy(contentSecurityPolicy({ production: true, basemapStyleUrl: DEFAULT_MAP_STYLE_URL, frameAncestors: [] }))
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    // 'unsafe-inline' is for Next's inline <script>s only: inline event handler attributes never run.
    expect(policy['script-src-attr']).toEqual(["'none'"])
    expect(policy['worker-src']).toEqual(["'self'", 'blob:'])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    for (const sources of Object.values(policy)) expect(sources).not.toContain('*')
    // `next dev` needs eval; a production build never allows it.
    const dev = parsePolicy(contentSecurityPolicy({ production: false, frameAncestors: [] }))
    expect(dev['script-src']).toContain("'unsafe-eval'")
    expect(dev['connect-src']).toEqual(["'self'"])
  })

  it('KIOSK_FRAME_ANCESTORS accepts origins and self, and drops anything that could widen the policy', () => {
    expect(parseFrameAncestors(undefined)).toEqual([])
    expect(parseFrameAncestors('https://Signage.Example.org, http://kiosk.local:8080/ self')).toEqual([
      'https://signage.example.org',
      'http://kiosk.local:8080',
      "'self'",
    ])
    expect(parseFrameAncestors('https://*.example.org')).toEqual(['https://*.example.org'])
    expect(parseFrameAncestors("* https: data: 'unsafe-inline' https://a.example;script-src https://b.example/path")).toEqual([])
  })

  it('every path gets the headers; HSTS of at least a year only in production', () => {
    const production = securityHeaderRules({ production: true, basemapStyleUrl: DEFAULT_MAP_STYLE_URL, locales: LOCALES })
    expect(production.map((r) => r.source)).toEqual(['/:path*', UPLOADED_FILE_SOURCE])
    expect(production[0].source).toBe('/:path*')
    const headers = headerMap(production[0])
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(HSTS_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
    expect(headers['Strict-Transport-Security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`)
    const development = headerMap(securityHeaderRules({ production: false, locales: LOCALES })[0])
    expect(development['Strict-Transport-Security']).toBeUndefined()
    expect(development['Content-Security-Policy']).toContain("frame-ancestors 'self'")
  })

  it('only the kiosk and screen routes, in every language, may be framed by the configured origins', () => {
    const rules = securityHeaderRules({ production: true, kioskFrameAncestors: 'https://signage.example.org', locales: LOCALES })
    const kioskRules = rules.slice(1, -1)
    expect(kioskRules.map((r) => r.source)).toEqual(embeddableSources(LOCALES))
    expect(kioskRules.map((r) => r.source)).toEqual(
      expect.arrayContaining(['/kiosk', '/kiosk/:path*', '/screen/:path*', `/:locale(${LOCALES.join('|')})/kiosk/:path*`]),
    )
    for (const rule of kioskRules) {
      expect(rule.headers.map((h) => h.key)).toEqual(['Content-Security-Policy'])
      expect(parsePolicy(rule.headers[0].value)['frame-ancestors']).toEqual(['https://signage.example.org'])
    }
    expect(parsePolicy(headerMap(rules[0])['Content-Security-Policy'])['frame-ancestors']).toEqual(["'self'"])
  })

  it('an uploaded file opened on its own runs nothing: the last rule, so it wins over every other', () => {
    const rules = securityHeaderRules({ production: true, kioskFrameAncestors: 'https://signage.example.org', locales: LOCALES })
    const last = rules.at(-1)!
    expect(last.source).toBe(UPLOADED_FILE_SOURCE)
    const policy = parsePolicy(headerMap(last)['Content-Security-Policy'])
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy).toHaveProperty('sandbox')
    expect(policy['script-src']).toBeUndefined()
  })
})

describe('withoutThirdPartyMap', () => {
  it('takes the configured basemap host out of connect-src and img-src, and nothing else', async () => {
    const { withoutThirdPartyMap } = await import('@/domain/district-file.mjs')
    const policy = contentSecurityPolicy({
      production: true,
      basemapStyleUrl: DEFAULT_MAP_STYLE_URL,
      frameAncestors: ['https://signage.example.org'],
    })
    const parsed = parsePolicy(withoutThirdPartyMap(policy))
    expect(parsed['connect-src']).toEqual(["'self'"])
    expect(parsed['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    expect(parsed['frame-ancestors']).toEqual(['https://signage.example.org'])
    expect(Object.keys(parsed)).toEqual(Object.keys(parsePolicy(policy)))
  })
})
