import { publishedInTown } from '../fields/published-in-town'
import { townContent } from './kinds'

export const Highlights = townContent({
  slug: 'highlights',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'town', 'order', 'missingTranslations', '_status'], group: 'What’s on' },
  defaultSort: 'order',
  translated: ['title', 'body'],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'body', type: 'textarea', localized: true },
    { name: 'town', type: 'relationship', relationTo: 'towns', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Slides show in ascending order' } },
    { name: 'place', type: 'relationship', relationTo: 'places' },
    {
      name: 'tour',
      type: 'relationship',
      relationTo: 'tours',
      // Issue 20: a highlight can feature one of the town's published walking tours; its slide leads there.
      filterOptions: publishedInTown,
      admin: { description: 'Feature one of the town’s walking tours: the slide leads to it.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
})
