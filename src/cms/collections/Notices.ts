import { endAfterStart } from '../fields/dates'
import { labels, t } from '../fields/labels'
import { townContent } from './kinds'

export const Notices = townContent({
  slug: 'notices',
  labels: labels('Notice', 'Notices'),
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'towns', 'startDate', 'endDate', 'missingTranslations', '_status'],
    group: t('What’s on'),
  },
  defaultSort: '-startDate',
  translated: ['title', 'body'],
  // Published at a set time, and off the site at its end date (issue 22).
  schedulePublish: { unpublishAt: 'endDate' },
  fields: [
    { name: 'title', label: t('Title'), type: 'text', required: true, localized: true },
    { name: 'body', label: t('Text'), type: 'textarea', required: true, localized: true },
    {
      name: 'towns',
      label: t('Towns'),
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
        {
          name: 'startDate',
          label: t('Start'),
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'endDate',
          label: t('End'),
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: t('Leave empty for a notice with no end') },
          validate: endAfterStart('startDate'),
        },
      ],
    },
  ],
})
