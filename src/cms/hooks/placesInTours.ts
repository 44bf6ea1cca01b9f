import { APIError, type CollectionAfterChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

/**
 * Issue 20: a published tour leads visitors to its stops, so a place it uses cannot quietly go: deleting
 * it, or unpublishing it, is refused with the tours it would break named, until an editor takes it
 * out of them (or unpublishes them). Drafts of tours do not hold a place.
 */
async function publishedToursUsing(req: PayloadRequest, placeId: number | string) {
  const { docs } = await req.payload.find({
    collection: 'tours',
    where: { and: [{ 'stops.place': { equals: placeId } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 100,
    pagination: false,
    locale: 'en',
    select: { title: true },
    req,
  })
  return docs.map((tour) => `“${tour.title}”`)
}

const refusal = (action: 'delete' | 'unpublish', titles: string[]) =>
  new APIError(
    `This place is a stop on ${titles.length === 1 ? 'the published tour' : `${titles.length} published tours`} ${titles.join(', ')}: ` +
      `${action} it once it is out of ${titles.length === 1 ? 'that tour' : 'those tours'} (or once ${titles.length === 1 ? 'it is' : 'they are'} unpublished).`,
    409,
    undefined,
    true,
  )

export const refuseDeletingPlaceInTours: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const titles = await publishedToursUsing(req, id)
  if (titles.length) throw refusal('delete', titles)
}

/**
 * After the write, inside its transaction: only then does the stored row say whether this save
 * unpublished the place or merely kept a draft beside its published version (hooks are not told
 * which). Throwing here rolls the save back.
 */
export const refuseUnpublishingPlaceInTours: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  if (doc?._status !== 'draft' || previousDoc?._status !== 'published') return doc
  const stored = await req.payload.db.findOne<{ id: number; _status?: string }>({
    collection: collection.slug,
    where: { id: { equals: doc.id } },
    req,
  })
  if (stored?._status === 'published') return doc
  const titles = await publishedToursUsing(req, doc.id)
  if (titles.length) throw refusal('unpublish', titles)
  return doc
}
