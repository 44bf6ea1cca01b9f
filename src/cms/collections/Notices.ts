import { endAfterStart } from '../fields/dates'
import { townContent } from './kinds'

export const Notices = townContent({
  slug: 'notices',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'towns', 'startDate', 'endDate', 'missingTranslations', '_status'],
    group: 'What’s on',
  },
  defaultSort: '-startDate',
  translated: ['title', 'body'],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'body', type: 'textarea', required: true, localized: true },
    {
      name: 'towns',
      type: 'relationship',
      relationTo: 'towns',
      hasMany: true,
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'endDate',
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Leave empty for a notice with no end' },
          validate: endAfterStart('startDate'),
        },
      ],
    },
  ],
})
