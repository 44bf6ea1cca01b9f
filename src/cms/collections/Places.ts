import { CONFIDENCE_LEVELS, MAP_LAYERS } from '@/domain/catalogue'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { pointFields } from '../fields/coordinates'
import { slugField } from '../fields/slug'
import { urlField } from '../fields/url'
import { recountTownPlaces, recountTownPlacesAfterDelete } from '../hooks/placeCount'
import { refuseDeletingPlaceInTours, refuseUnpublishingPlaceInTours } from '../hooks/placesInTours'
import { townContent } from './kinds'

export const Places = townContent({
  slug: 'places',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'town', 'category', 'missingTranslations', '_status'],
    listSearchableFields: ['name', 'address', 'postcode'],
    group: 'Places',
  },
  defaultSort: 'name',
  translated: ['tags', 'description', 'accessibility'],
  hooks: {
    beforeDelete: [refuseDeletingPlaceInTours],
    afterChange: [refuseUnpublishingPlaceInTours, recountTownPlaces],
    afterDelete: [recountTownPlacesAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField({ position: 'sidebar', description: 'Used in share links; keep it stable once published.' }),
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
      fields: [urlField('website'), { name: 'phone', type: 'text' }],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'confidence',
      type: 'select',
      options: [...CONFIDENCE_LEVELS],
      access: { read: isEditorOrAdmin },
      admin: { position: 'sidebar', description: 'How sure we are of the map position' },
    },
    { name: 'source', type: 'text', access: { read: isEditorOrAdmin }, admin: { position: 'sidebar' } },
    {
      name: 'note',
      type: 'textarea',
      access: { read: isEditorOrAdmin },
      admin: { position: 'sidebar', description: 'Internal note for editors' },
    },
  ],
})
