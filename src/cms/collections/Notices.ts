import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin, publishedOrStaff } from '../access/roles'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { endAfterStart } from '../fields/dates'
import { missingTranslationsField, trackMissingTranslations } from '../fields/translations'

export const Notices: CollectionConfig = {
  slug: 'notices',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'towns', 'startDate', 'endDate', 'missingTranslations', '_status'],
    group: 'What’s on',
  },
  access: { read: publishedOrStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-startDate',
  hooks: { afterChange: [trackMissingTranslations(['title', 'body']), revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'body', type: 'textarea', required: true, localized: true },
    {
      name: 'towns',
      type: 'relationship',
      relationTo: 'towns',
      hasMany: true,
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'endDate',
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Leave empty for a notice with no end' },
          validate: endAfterStart('startDate'),
        },
      ],
    },
    missingTranslationsField(),
  ],
}
