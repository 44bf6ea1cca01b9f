import { decodePathSegment } from './urls'

/** What a /kiosk/{params…} or /screen/{params…} path shows (spec §2 kiosk and screen routes). */
export type DisplayRoute =
  | { view: 'redirect' }
  | { view: 'map'; town: string; place: string | null }
  | { view: 'highlights'; town: string }
  | { view: 'not-found' }

export function displayRoute(params: readonly string[] | undefined): DisplayRoute {
  const [town, slug, ...rest] = (params ?? []).map(decodePathSegment)
  if (!town) return { view: 'redirect' }
  if (rest.length) return { view: 'not-found' }
  if (slug === 'highlights') return { view: 'highlights', town }
  return { view: 'map', town, place: slug ?? null }
}
