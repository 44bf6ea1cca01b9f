import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { TAGS } from '@/data/tags'

import { publishChange } from '../publishing/publish'
import { isVisibleChange, tagsForChange } from '../publishing/tags-for-change'

/** Every public collection: a visible change expires exactly the tags it touched and bumps the build id. */
export const revalidateAfterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req, context }) => {
  if (context.disableRevalidate) return doc
  const stored =
    doc?._status === 'draft'
      ? await req.payload.db.findOne<{ id: number; _status?: string }>({
          collection: collection.slug,
          where: { id: { equals: doc.id } },
          req,
        })
      : null
  if (!isVisibleChange(doc, previousDoc, stored?._status)) return doc
  const tags = await tagsForChange(req.payload, collection.slug, doc, previousDoc)
  await publishChange({ payload: req.payload, req, tags, reason: `${collection.slug} #${doc.id} saved` })
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req, context }) => {
  if (context.disableRevalidate) return doc
  const tags = await tagsForChange(req.payload, collection.slug, doc, null)
  await publishChange({ payload: req.payload, req, tags, reason: `${collection.slug} #${doc.id} deleted` })
  return doc
}

export const revalidateSettings: GlobalAfterChangeHook = async ({ doc, req, context }) => {
  if (context.disableRevalidate) return doc
  await publishChange({ payload: req.payload, req, tags: [TAGS.settings], reason: 'site settings saved' })
  return doc
}
