import { isLineString } from '@/domain/tours'

import { slugField } from '../fields/slug'
import { publishedInTown } from '../fields/published-in-town'
import { townContent } from './kinds'

/**
 * Issue 20: a town's self-guided walking tour, an ordered list of its published places with a note
 * at each. Without a drawn path the route is the straight segments between stops (and says so).
 */
export const Tours = townContent({
  slug: 'tours',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'town', 'missingTranslations', '_status'], group: 'Places' },
  defaultSort: 'title',
  translated: ['title', 'summary', 'stops.note'],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ position: 'sidebar', description: 'The tour’s address: /explore/{town}/tours/{slug}. Keep it stable once published.' }),
    { name: 'town', type: 'relationship', relationTo: 'towns', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', localized: true },
    {
      name: 'stops',
      type: 'array',
      minRows: 2,
      required: true,
      admin: { description: 'In walking order: drag to reorder. Only the published places of the tour’s town can be stops.' },
      fields: [
        {
          name: 'place',
          type: 'relationship',
          relationTo: 'places',
          required: true,
          filterOptions: publishedInTown,
        },
        { name: 'note', type: 'textarea', localized: true },
      ],
    },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    {
      name: 'path',
      type: 'json',
      admin: {
        description:
          'Optional: the walked route as a GeoJSON LineString ({"type": "LineString", "coordinates": [[lng, lat], …]}). Without it the route is drawn stop to stop in straight lines.',
      },
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || isLineString(value)
          ? true
          : 'A GeoJSON LineString: {"type": "LineString", "coordinates": [[lng, lat], …]} with at least two points',
    },
  ],
})
