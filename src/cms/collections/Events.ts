import { eventSlug } from '@/domain/events'

import { endAfterStart } from '../fields/dates'
import { generatedSlugField } from '../fields/slug'
import { urlField } from '../fields/url'
import { townContent } from './kinds'

export const Events = townContent({
  slug: 'events',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'town', 'start', 'missingTranslations', '_status'], group: 'What’s on' },
  defaultSort: 'start',
  translated: ['title', 'description', 'venue'],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    generatedSlugField(
      {
        position: 'sidebar',
        description:
          'The event’s address: /explore/{town}/events/{slug}. Made from the title and date when left empty; keep it once published.',
      },
      ({ title, start }) => (typeof title === 'string' && typeof start === 'string' ? eventSlug(title, start) : null),
    ),
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
    urlField('link'),
  ],
})
