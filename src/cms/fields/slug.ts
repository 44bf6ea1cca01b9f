import type { FieldHook, TextField } from 'payload'

import { isSlug } from '@/domain/urls'

import { t } from './labels'

/** The slug of a document that has an address of its own: unique, and safe in a URL as it is. */
export function slugField(admin: TextField['admin']): TextField {
  return {
    name: 'slug',
    label: t('Slug'),
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin,
    validate: (value: unknown) => (isSlug(value) ? true : 'Use lower-case letters, digits and hyphens'),
  }
}

/**
 * A slug the editor may leave empty: it is made from the document (`from`) when first saved, with
 * "-2", "-3"… when another document already has it, and then kept as it is (links to it stay valid).
 */
export function generatedSlugField(admin: TextField['admin'], from: (data: Record<string, unknown>) => string | null): TextField {
  const fill: FieldHook = async ({ value, data, originalDoc, req, collection }) => {
    if (value || !collection) return value
    const base = from({ ...originalDoc, ...data })
    if (!base) return value
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`
      const { totalDocs } = await req.payload.count({
        collection: collection.slug as 'events',
        where: { slug: { equals: candidate }, ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}) },
        req,
      })
      if (totalDocs === 0) return candidate
    }
  }
  // A duplicate starts without one (Payload would append " - Copy", which is no slug) and gets its own.
  return { ...slugField(admin), required: false, hooks: { beforeValidate: [fill], beforeDuplicate: [() => null] } }
}
