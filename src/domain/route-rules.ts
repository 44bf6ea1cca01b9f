/**
 * How each family of routes is served, published in the build manifest (/builds/meta/{id}.json)
 * so clients and tools know which pages are prerendered and which render per request.
 */
export const ROUTE_RULES: Record<string, { prerender: boolean; revalidateOnPublish: boolean; construction: 'redirect' | 'exempt' }> = {
  '/': { prerender: true, revalidateOnPublish: true, construction: 'redirect' },
  '/explore/**': { prerender: true, revalidateOnPublish: true, construction: 'redirect' },
  '/explore/*/map': { prerender: true, revalidateOnPublish: true, construction: 'exempt' },
  '/highlights/**': { prerender: true, revalidateOnPublish: true, construction: 'redirect' },
  '/kiosk/**': { prerender: false, revalidateOnPublish: true, construction: 'exempt' },
  '/screen/**': { prerender: false, revalidateOnPublish: true, construction: 'exempt' },
  '/construction': { prerender: true, revalidateOnPublish: false, construction: 'exempt' },
  '/offline': { prerender: true, revalidateOnPublish: false, construction: 'exempt' },
  '/test/**': { prerender: false, revalidateOnPublish: false, construction: 'redirect' },
  '/api/**': { prerender: false, revalidateOnPublish: false, construction: 'exempt' },
  '/admin/**': { prerender: false, revalidateOnPublish: false, construction: 'exempt' },
}

/**
 * Public paths of the prerendered pages, from Next's prerender manifest routes. Internal
 * `/en/...` paths become unprefixed; other locales keep their prefix.
 */
export function publicPrerenderedPaths(routes: string[]): string[] {
  const paths = new Set<string>()
  for (const route of routes) {
    if (!route.startsWith('/') || route.startsWith('/_') || route.includes('/_next') || /\.[a-z]+$/i.test(route)) continue
    if (route === '/en' || route.startsWith('/en/')) paths.add(route.slice(3) || '/')
    else paths.add(route)
  }
  return [...paths].sort()
}

/**
 * Addresses of a route that takes a name (a town, place, tour, event, kiosk or screen): one that
 * names nothing fails that route's validation, and the spec words its 404 "Page Not Found: {path}";
 * an address of no route at all is "Page not found: {path}" (spec §2, §6). Paths without the language.
 */
const VALIDATED_ROUTES = [
  /^\/explore\/[^/]+(\/map(\/[^/]+)?|\/tours\/[^/]+|\/events\/[^/]+)?\/?$/,
  /^\/highlights\/[^/]+\/?$/,
  /^\/(kiosk|screen)\/[^/]+(\/tours)?(\/[^/]+)?\/?$/,
]

export function isValidatedRoute(path: string): boolean {
  return VALIDATED_ROUTES.some((route) => route.test(path))
}
