import { CONFIDENCE_LEVELS, MAP_LAYERS } from '@/domain/catalogue'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { positionFields } from '../fields/coordinates'
import { type English, labels, t } from '../fields/labels'
import { openingHoursField } from '../fields/opening-hours'
import { slugField } from '../fields/slug'
import { urlField } from '../fields/url'
import { townField } from '../fields/published-in-town'
import { recountTownPlaces, recountTownPlacesAfterDelete } from '../hooks/placeCount'
import { refuseDeletingPlaceInTours, refuseUnpublishingPlaceInTours } from '../hooks/placesInTours'
import { previewAdmin } from '../preview'
import { townContent } from './kinds'

/** The map's layers and the confidence levels, named as editors read them. */
const LAYER_LABELS = {
  carpark: 'Car parks',
  busstop: 'Bus stops',
  toilet: 'Public toilets',
  accessible: 'Accessible places',
  artwork: 'Public art',
  poi: 'Points of interest',
} as const satisfies Record<(typeof MAP_LAYERS)[number], English>
export const CONFIDENCE_LABELS = { checked: 'Checked on a map', high: 'High', medium: 'Medium', low: 'Low' } as const satisfies Record<
  (typeof CONFIDENCE_LEVELS)[number],
  English
>

export const Places = townContent({
  slug: 'places',
  labels: labels('Place', 'Places'),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'town', 'category', 'missingTranslations', '_status'],
    listSearchableFields: ['name', 'address', 'postcode'],
    group: t('Places'),
    components: { beforeListTable: ['/cms/admin/map-picker/PlacesOverview#PlacesOverview'] },
    ...previewAdmin('places', { live: true }),
  },
  defaultSort: 'name',
  translated: ['tags', 'description', 'accessibility'],
  hooks: {
    beforeDelete: [refuseDeletingPlaceInTours],
    afterChange: [refuseUnpublishingPlaceInTours, recountTownPlaces],
    afterDelete: [recountTownPlacesAfterDelete],
  },
  fields: [
    { name: 'name', label: t('Name'), type: 'text', required: true, localized: true },
    slugField({ position: 'sidebar', description: t('Used in share links; keep it stable once published.') }),
    townField,
    {
      name: 'category',
      label: t('Category'),
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'layer',
      label: t('Map layer'),
      type: 'select',
      options: MAP_LAYERS.map((value) => ({ value, label: t(LAYER_LABELS[value]) })),
      admin: { position: 'sidebar' },
    },
    { name: 'tags', label: t('Tags'), type: 'text', hasMany: true, localized: true },
    { name: 'description', label: t('Description'), type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'address', label: t('Address'), type: 'text' },
        { name: 'postcode', label: t('Postcode'), type: 'text' },
      ],
    },
    ...positionFields({ town: { field: 'town' }, confidenceField: 'confidence' }),
    openingHoursField(),
    {
      name: 'accessibility',
      label: t('Accessibility'),
      type: 'textarea',
      localized: true,
      admin: { description: t('Step-free access, toilets, hearing loops…') },
    },
    {
      type: 'row',
      fields: [urlField('website', { label: t('Website') }), { name: 'phone', label: t('Phone'), type: 'text' }],
    },
    { name: 'image', label: t('Image'), type: 'upload', relationTo: 'media' },
    {
      name: 'confidence',
      label: t('Position confidence'),
      type: 'select',
      options: CONFIDENCE_LEVELS.map((value) => ({ value, label: t(CONFIDENCE_LABELS[value]) })),
      access: { read: isEditorOrAdmin },
      admin: { position: 'sidebar', description: t('How sure we are of the map position') },
    },
    { name: 'source', label: t('Source'), type: 'text', access: { read: isEditorOrAdmin }, admin: { position: 'sidebar' } },
    {
      name: 'note',
      label: t('Note'),
      type: 'textarea',
      access: { read: isEditorOrAdmin },
      admin: { position: 'sidebar', description: t('Internal note for editors') },
    },
  ],
})
