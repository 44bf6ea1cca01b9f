import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

type Ref = number | string | { id: number | string } | null | undefined

const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : ref)

/**
 * A town's placeCount is derived: the number of its published places. It is written straight to
 * the database, without hooks, so a count change does not expire every page that lists towns;
 * public pages count places from the places data itself (tagged per town).
 */
export async function updatePlaceCount(payload: Payload, town: Ref, options: { req?: PayloadRequest } = {}): Promise<void> {
  const townId = idOf(town)
  if (townId == null) return
  const { totalDocs } = await payload.count({
    collection: 'places',
    where: { and: [{ town: { equals: townId } }, { _status: { equals: 'published' } }] },
    req: options.req,
  })
  await payload.db.updateOne({ collection: 'towns', id: townId, data: { placeCount: totalDocs }, req: options.req })
}

export const recountTownPlaces: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  // Bulk loads (the seed) recount once at the end instead of after every place.
  if (context.skipPlaceCount) return doc
  const towns = new Set([idOf(doc?.town), idOf(previousDoc?.town)].filter((id) => id != null))
  for (const town of towns) await updatePlaceCount(req.payload, town, { req })
  return doc
}

export const recountTownPlacesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await updatePlaceCount(req.payload, doc?.town, { req })
  return doc
}
