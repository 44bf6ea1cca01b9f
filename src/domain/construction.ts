import { isLocale } from './locales'

export const CONSTRUCTION_PATH = '/construction'

/**
 * Spec §4: while the site is under construction every route redirects to /construction except
 * /construction itself, the town maps, and the kiosk and screen routes (/kiosk/{town}, /kiosk/{town}/{slug…},
 * and the same under /screen). `pathname` may carry a locale prefix. The offline page is exempt
 * too: the service worker precaches it, and must not keep the construction page in its place.
 */
export function isExemptFromConstruction(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length && isLocale(segments[0])) segments.shift()
  const [first, second, third] = segments
  if ((first === 'construction' || first === 'offline') && segments.length === 1) return true
  // The town map, and a shared place on it (/explore/{town}/map/{place}).
  if (first === 'explore' && (segments.length === 3 || segments.length === 4) && third === 'map' && Boolean(second)) return true
  if ((first === 'kiosk' || first === 'screen') && segments.length >= 2) return true
  return false
}

/** Where an under-construction redirect goes: the construction page in the visitor's language. */
export function constructionPathFor(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0]
  return isLocale(first) && first !== 'en' ? `/${first}${CONSTRUCTION_PATH}` : CONSTRUCTION_PATH
}
