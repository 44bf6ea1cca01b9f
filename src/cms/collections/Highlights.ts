import { labels, t } from '../fields/labels'
import { publishedInTown, townField } from '../fields/published-in-town'
import { townContent } from './kinds'

export const Highlights = townContent({
  slug: 'highlights',
  labels: labels('Highlight', 'Highlights'),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'town', 'order', 'missingTranslations', '_status'], group: t('What’s on') },
  defaultSort: 'order',
  translated: ['title', 'body'],
  schedulePublish: true,
  fields: [
    { name: 'title', label: t('Title'), type: 'text', required: true, localized: true },
    { name: 'body', label: t('Text'), type: 'textarea', localized: true },
    townField,
    {
      name: 'order',
      label: t('Order'),
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: t('Slides show in ascending order') },
    },
    { name: 'place', label: t('Place'), type: 'relationship', relationTo: 'places' },
    {
      name: 'tour',
      label: t('Walking tour'),
      type: 'relationship',
      relationTo: 'tours',
      // Issue 20: a highlight can feature one of the town's published walking tours; its slide leads there.
      filterOptions: publishedInTown,
      admin: { description: t('Feature one of the town’s walking tours: the slide leads to it.') },
    },
    { name: 'image', label: t('Image'), type: 'upload', relationTo: 'media' },
  ],
})
