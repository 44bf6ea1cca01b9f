import { decodePathSegment } from './urls'

/** What a /kiosk/{params…} or /screen/{params…} path shows (spec §2 kiosk and screen routes). */
export type DisplayRoute =
  | { view: 'redirect' }
  | { view: 'map'; town: string; place: string | null }
  | { view: 'highlights'; town: string }
  | { view: 'tour'; town: string; tour: string }
  | { view: 'not-found' }

export function displayRoute(params: readonly string[] | undefined): DisplayRoute {
  const [town, slug, tour, ...rest] = (params ?? []).map(decodePathSegment)
  if (!town) return { view: 'redirect' }
  // Issue 20: /kiosk/{town}/tours/{tour}, a walking tour and its hand-off to a phone.
  if (slug === 'tours' && tour && !rest.length) return { view: 'tour', town, tour }
  if (tour !== undefined) return { view: 'not-found' }
  if (slug === 'highlights') return { view: 'highlights', town }
  return { view: 'map', town, place: slug ?? null }
}
