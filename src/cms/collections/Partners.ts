import { labels, t } from '../fields/labels'
import { urlField } from '../fields/url'
import { siteWideContent } from './kinds'

export const Partners = siteWideContent({
  slug: 'partners',
  labels: labels('Partner', 'Partners'),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'towns', 'order'], group: t('Content') },
  defaultSort: 'order',
  fields: [
    { name: 'name', label: t('Name'), type: 'text', required: true },
    { name: 'logo', label: t('Logo'), type: 'upload', relationTo: 'media' },
    { name: 'towns', label: t('Towns'), type: 'relationship', relationTo: 'towns', hasMany: true, index: true },
    urlField('url', { label: t('Website') }),
    { name: 'order', label: t('Order'), type: 'number', defaultValue: 0 },
  ],
})
