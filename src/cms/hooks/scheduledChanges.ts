import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Where } from 'payload'

import { END_DATE_QUEUE, endDateUnpublishPlan, type PendingUnpublish } from '@/domain/scheduled-publishing'

/**
 * The published version of a document goes off the site at the date in `field` (a notice at its
 * end date, issue 22): whenever its published version changes, the unpublish job the app keeps for
 * it in the jobs queue (END_DATE_QUEUE, apart from editors' own scheduled changes) is made to
 * match: one at the end date while it is published with an end still to come, none otherwise.
 * The job is Payload's `schedulePublish` task, so it shows among the document's scheduled changes
 * in its edit view, where an editor can delete it. Written in the change's own transaction.
 */
export const unpublishAtEndDate =
  (field: string): CollectionAfterChangeHook =>
  async ({ collection, doc, previousDoc, req }) => {
    let published: boolean
    if (doc?._status === 'published') published = true
    else if (previousDoc?._status === 'published') {
      // A draft saved over the published version leaves it (and its end date) as it was; an unpublish does not.
      const stored = await req.payload.db.findOne<{ id: number; _status?: string }>({
        collection: collection.slug,
        where: { id: { equals: doc.id } },
        req,
      })
      if (stored?._status === 'published') return doc
      published = false
    } else return doc

    const ofThisDocument: Where[] = [
      { taskSlug: { equals: 'schedulePublish' } },
      { queue: { equals: END_DATE_QUEUE } },
      // As Payload's own schedule drawer stores it: the id as a string.
      { 'input.doc.relationTo': { equals: collection.slug } },
      { 'input.doc.value': { equals: String(doc.id) } },
    ]
    const { docs: pending } = await req.payload.db.find<PendingUnpublish>({
      collection: 'payload-jobs',
      where: {
        and: [...ofThisDocument, { completedAt: { exists: false } }, { processing: { equals: false } }, { hasError: { not_equals: true } }],
      },
      limit: 0,
      pagination: false,
      req,
    })
    const plan = endDateUnpublishPlan({ published, endDate: doc[field], now: new Date(), pending })
    if (plan.cancel.length) {
      await req.payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { in: plan.cancel } }, req })
    }
    if (plan.queueAt) {
      await req.payload.jobs.queue({
        task: 'schedulePublish',
        queue: END_DATE_QUEUE,
        waitUntil: plan.queueAt,
        input: { type: 'unpublish', doc: { relationTo: collection.slug, value: String(doc.id) } } as never,
        req,
      })
    }
    return doc
  }

/**
 * A deleted document's scheduled changes go with it. Payload deletes them itself, but matches the
 * id as it was given: a numeric one (the Local API, a bulk delete) misses the string its schedule
 * drawer (and the end-date unpublish above) stores, and those jobs stayed, to fail at their time.
 */
export const forgetScheduledChanges: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.doc.relationTo': { equals: collection.slug } },
        { 'input.doc.value': { equals: String(doc.id) } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
      ],
    },
    req,
  })
  return doc
}
