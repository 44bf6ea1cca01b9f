import type { Payload } from 'payload'

import { isTownScoped, SITE_WIDE_TAGS, TOWN_SCOPED_COLLECTIONS, townTag } from '@/data/tags'

type Ref = number | string | { id: number | string; slug?: string } | null | undefined
type Doc = Record<string, unknown> | null | undefined

const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : ref)

async function townSlugs(payload: Payload, refs: Ref[]): Promise<string[]> {
  const slugs = new Set<string>()
  for (const ref of refs) {
    if (ref && typeof ref === 'object' && ref.slug) {
      slugs.add(ref.slug)
      continue
    }
    const id = idOf(ref)
    if (id == null) continue
    const town = await payload.findByID({ collection: 'towns', id, depth: 0, overrideAccess: true }).catch(() => null)
    if (town) slugs.add(town.slug)
  }
  return [...slugs]
}

const asList = (value: unknown): Ref[] => (Array.isArray(value) ? value : value == null ? [] : [value as Ref])

/**
 * The cache tags a saved or deleted document touches: for a town-scoped collection its tag in each
 * town it belongs to before and after the change, so a place moved between towns refreshes both.
 */
export async function tagsForChange(payload: Payload, collection: string, doc: Doc, previous: Doc): Promise<string[]> {
  if (isTownScoped(collection)) {
    const field = TOWN_SCOPED_COLLECTIONS[collection]
    const towns = await townSlugs(payload, [...asList(doc?.[field]), ...asList(previous?.[field])])
    return towns.map((town) => townTag(collection, town))
  }
  return SITE_WIDE_TAGS.includes(collection) ? [collection] : []
}

/**
 * A change matters to visitors when the published version changes: a publish, an unpublish,
 * or any edit of a collection without drafts. Saving a draft changes nothing they can see:
 * it leaves the stored document published (`storedStatus`), where an unpublish does not.
 */
export function isVisibleChange(doc: Doc, previous: Doc, storedStatus?: unknown): boolean {
  const status = doc?._status
  if (status === undefined) return true
  if (status === 'published') return true
  return previous?._status === 'published' && storedStatus !== 'published'
}
