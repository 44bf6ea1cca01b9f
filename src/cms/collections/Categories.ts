import { CATEGORY_SLUGS } from '@/domain/catalogue'
import { CATEGORY_ICONS } from '@/domain/category-style'

import { labels, t } from '../fields/labels'
import { categoryIcon, hexColour } from '../fields/validators'
import { siteStructure } from './kinds'

export const Categories = siteStructure({
  slug: 'categories',
  labels: labels('Category', 'Categories'),
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'slug', 'order'], group: t('Places') },
  defaultSort: 'order',
  fields: [
    { name: 'slug', label: t('Slug'), type: 'select', required: true, unique: true, options: [...CATEGORY_SLUGS] },
    { name: 'label', label: t('Name'), type: 'text', required: true, localized: true },
    { name: 'shortLabel', label: t('Short label'), type: 'text', required: true, localized: true },
    { name: 'description', label: t('Description'), type: 'textarea', localized: true },
    {
      name: 'icon',
      label: t('Icon'),
      type: 'text',
      required: true,
      admin: { description: t('A lucide icon (lucide.dev/icons), one of: {icons}', { icons: CATEGORY_ICONS.join(', ') }) },
      validate: categoryIcon,
    },
    {
      name: 'colour',
      label: t('Colour'),
      type: 'text',
      required: true,
      admin: { description: t('A hex colour, e.g. #1d5f8a') },
      validate: hexColour,
    },
    { name: 'order', label: t('Order'), type: 'number', defaultValue: 0 },
  ],
})
