import { urlField } from '../fields/url'
import { siteWideContent } from './kinds'

export const Partners = siteWideContent({
  slug: 'partners',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'towns', 'order'], group: 'Content' },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'towns', type: 'relationship', relationTo: 'towns', hasMany: true, index: true },
    urlField('url'),
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
})
