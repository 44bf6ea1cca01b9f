import { eventSlug } from '@/domain/events'

import { endAfterStart } from '../fields/dates'
import { labels, t } from '../fields/labels'
import { generatedSlugField } from '../fields/slug'
import { urlField } from '../fields/url'
import { townField } from '../fields/published-in-town'
import { townContent } from './kinds'

export const Events = townContent({
  slug: 'events',
  labels: labels('Event', 'Events'),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'town', 'start', 'missingTranslations', '_status'], group: t('What’s on') },
  defaultSort: 'start',
  translated: ['title', 'description', 'venue'],
  schedulePublish: true,
  fields: [
    { name: 'title', label: t('Title'), type: 'text', required: true, localized: true },
    { name: 'description', label: t('Description'), type: 'textarea', localized: true },
    generatedSlugField(
      {
        position: 'sidebar',
        description: t(
          'The event’s address: /explore/{town}/events/{slug}. Made from the title and date when left empty; keep it once published.',
        ),
      },
      ({ title, start }) => (typeof title === 'string' && typeof start === 'string' ? eventSlug(title, start) : null),
    ),
    townField,
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          label: t('Start'),
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'end',
          label: t('End'),
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          validate: endAfterStart('start'),
        },
      ],
    },
    {
      name: 'place',
      label: t('Place'),
      type: 'relationship',
      relationTo: 'places',
      admin: { description: t('Where it happens, if it is a place on the map') },
    },
    {
      name: 'venue',
      label: t('Venue'),
      type: 'text',
      localized: true,
      admin: { description: t('Venue name when it is not a place on the map') },
    },
    { name: 'image', label: t('Image'), type: 'upload', relationTo: 'media' },
    urlField('link', { label: t('Link') }),
  ],
})
