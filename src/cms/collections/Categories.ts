import { CATEGORY_SLUGS } from '@/domain/catalogue'
import { CATEGORY_ICONS } from '@/domain/category-style'

import { categoryIcon, hexColour } from '../fields/validators'
import { siteStructure } from './kinds'

export const Categories = siteStructure({
  slug: 'categories',
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'slug', 'order'], group: 'Places' },
  defaultSort: 'order',
  fields: [
    { name: 'slug', type: 'select', required: true, unique: true, options: [...CATEGORY_SLUGS] },
    { name: 'label', type: 'text', required: true, localized: true },
    { name: 'shortLabel', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'icon',
      type: 'text',
      required: true,
      admin: { description: `A lucide icon (lucide.dev/icons), one of: ${CATEGORY_ICONS.join(', ')}` },
      validate: categoryIcon,
    },
    { name: 'colour', type: 'text', required: true, admin: { description: 'A hex colour, e.g. #1d5f8a' }, validate: hexColour },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
})
