import type { CollectionConfig } from 'payload'

import { CONFIDENCE_LEVELS, MAP_LAYERS } from '@/domain/catalogue'
import { isSafeWebUrl } from '@/domain/urls'

import { isEditorOrAdmin, publishedOrStaff, staffOnlyField } from '../access/roles'
import { pointFields } from '../fields/coordinates'
import { slug } from '../fields/validators'
import { recountTownPlaces, recountTownPlacesAfterDelete } from '../hooks/placeCount'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { missingTranslationsField, trackMissingTranslations } from '../fields/translations'

export const Places: CollectionConfig = {
  slug: 'places',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'town', 'category', 'missingTranslations', '_status'],
    listSearchableFields: ['name', 'address', 'postcode'],
    group: 'Places',
  },
  access: { read: publishedOrStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'name',
  hooks: {
    afterChange: [trackMissingTranslations(['tags', 'description', 'accessibility']), recountTownPlaces, revalidateAfterChange],
    afterDelete: [recountTownPlacesAfterDelete, revalidateAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Used in share links; keep it stable once published.' },
      validate: slug,
    },
    { name: 'town', type: 'relationship', relationTo: 'towns', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'layer', type: 'select', options: [...MAP_LAYERS], admin: { position: 'sidebar' } },
    { name: 'tags', type: 'text', hasMany: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text' },
        { name: 'postcode', type: 'text' },
      ],
    },
    { type: 'row', fields: pointFields() },
    {
      name: 'openingHours',
      type: 'text',
      admin: { description: 'OpenStreetMap opening_hours syntax, e.g. "Mo-Sa 10:00-17:00; Su off"' },
    },
    { name: 'accessibility', type: 'textarea', localized: true, admin: { description: 'Step-free access, toilets, hearing loops…' } },
    {
      type: 'row',
      fields: [
        {
          name: 'website',
          type: 'text',
          validate: (value: unknown) => (!value || isSafeWebUrl(value) ? true : 'Use a full http:// or https:// address'),
        },
        { name: 'phone', type: 'text' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'confidence',
      type: 'select',
      options: [...CONFIDENCE_LEVELS],
      access: { read: staffOnlyField },
      admin: { position: 'sidebar', description: 'How sure we are of the map position' },
    },
    { name: 'source', type: 'text', access: { read: staffOnlyField }, admin: { position: 'sidebar' } },
    {
      name: 'note',
      type: 'textarea',
      access: { read: staffOnlyField },
      admin: { position: 'sidebar', description: 'Internal note for editors' },
    },
    missingTranslationsField(),
  ],
}
