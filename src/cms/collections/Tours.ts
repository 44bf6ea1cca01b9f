import { isLineString } from '@/domain/tours'

import { labels, t } from '../fields/labels'
import { slugField } from '../fields/slug'
import { publishedInTown, townField } from '../fields/published-in-town'
import { townContent } from './kinds'

/**
 * Issue 20: a town's self-guided walking tour, an ordered list of its published places with a note
 * at each. Without a drawn path the route is the straight segments between stops (and says so).
 */
export const Tours = townContent({
  slug: 'tours',
  labels: labels('Walking tour', 'Walking tours'),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'town', 'missingTranslations', '_status'], group: t('Places') },
  defaultSort: 'title',
  translated: ['title', 'summary', 'stops.note'],
  fields: [
    { name: 'title', label: t('Title'), type: 'text', required: true, localized: true },
    slugField({ position: 'sidebar', description: t('The tour’s address: /explore/{town}/tours/{slug}. Keep it stable once published.') }),
    townField,
    { name: 'summary', label: t('Summary'), type: 'textarea', localized: true },
    {
      name: 'stops',
      label: t('Stops'),
      labels: labels('Stop', 'Stops'),
      type: 'array',
      minRows: 2,
      required: true,
      admin: { description: t('In walking order: drag to reorder. Only the published places of the tour’s town can be stops.') },
      fields: [
        {
          name: 'place',
          label: t('Place'),
          type: 'relationship',
          relationTo: 'places',
          required: true,
          filterOptions: publishedInTown,
        },
        { name: 'note', label: t('Note'), type: 'textarea', localized: true },
      ],
    },
    { name: 'cover', label: t('Cover image'), type: 'upload', relationTo: 'media' },
    {
      name: 'path',
      label: t('Path'),
      type: 'json',
      admin: {
        description: t(
          'Optional: the walked route as a GeoJSON LineString ({"type": "LineString", "coordinates": [[lng, lat], …]}). Without it the route is drawn stop to stop in straight lines.',
        ),
      },
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || isLineString(value)
          ? true
          : 'A GeoJSON LineString: {"type": "LineString", "coordinates": [[lng, lat], …]} with at least two points',
    },
    // The same path, drawn on a map (cms/admin/map-picker).
    { name: 'pathOnMap', type: 'ui', admin: { components: { Field: '/cms/admin/map-picker/TourPathField#TourPathField' } } },
  ],
})
