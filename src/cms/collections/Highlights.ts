import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin, publishedOrStaff } from '../access/roles'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { missingTranslationsField, trackMissingTranslations } from '../fields/translations'

export const Highlights: CollectionConfig = {
  slug: 'highlights',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'town', 'order', 'missingTranslations', '_status'], group: 'What’s on' },
  access: { read: publishedOrStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'order',
  hooks: { afterChange: [trackMissingTranslations(['title', 'body']), revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'body', type: 'textarea', localized: true },
    { name: 'town', type: 'relationship', relationTo: 'towns', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Slides show in ascending order' } },
    { name: 'place', type: 'relationship', relationTo: 'places' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    missingTranslationsField(),
  ],
}
