import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

type Ref = number | string | { id: number | string } | null | undefined

const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : ref)

/** A town's placeCount is derived: the number of its published places. */
export async function updatePlaceCount(
  payload: Payload,
  town: Ref,
  options: { req?: PayloadRequest; context?: Record<string, unknown> } = {},
): Promise<void> {
  const townId = idOf(town)
  if (townId == null) return
  const { totalDocs } = await payload.count({
    collection: 'places',
    where: { and: [{ town: { equals: townId } }, { _status: { equals: 'published' } }] },
    req: options.req,
  })
  const current = await payload.findByID({ collection: 'towns', id: townId, depth: 0, req: options.req })
  // Unchanged counts write nothing, so a routine place edit does not expire every town page.
  if (current.placeCount === totalDocs) return
  await payload.update({
    collection: 'towns',
    id: townId,
    data: { placeCount: totalDocs },
    req: options.req,
    context: options.context ?? options.req?.context,
  })
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
