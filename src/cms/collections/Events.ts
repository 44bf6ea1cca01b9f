import type { CollectionConfig } from 'payload'

import { isSafeWebUrl } from '@/domain/urls'

import { isEditorOrAdmin, publishedOrStaff } from '../access/roles'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { endAfterStart } from '../fields/dates'
import { missingTranslationsField, trackMissingTranslations } from '../fields/translations'

export const Events: CollectionConfig = {
  slug: 'events',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'town', 'start', 'missingTranslations', '_status'], group: 'What’s on' },
  access: { read: publishedOrStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'start',
  hooks: {
    afterChange: [trackMissingTranslations(['title', 'description', 'venue']), revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'town', type: 'relationship', relationTo: 'towns', required: true, index: true, admin: { position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'end', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } }, validate: endAfterStart('start') },
      ],
    },
    { name: 'place', type: 'relationship', relationTo: 'places', admin: { description: 'Where it happens, if it is a place on the map' } },
    { name: 'venue', type: 'text', localized: true, admin: { description: 'Venue name when it is not a place on the map' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'link',
      type: 'text',
      validate: (value: unknown) => (!value || isSafeWebUrl(value) ? true : 'Use a full http:// or https:// address'),
    },
    missingTranslationsField(),
  ],
}
