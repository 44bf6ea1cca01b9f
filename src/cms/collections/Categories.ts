import type { CollectionConfig } from 'payload'

import { CATEGORY_SLUGS } from '@/domain/catalogue'
import { CATEGORY_ICONS } from '@/domain/category-style'

import { anyone, isAdmin, isEditorOrAdmin } from '../access/roles'
import { categoryIcon, hexColour } from '../fields/validators'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'slug', 'order'], group: 'Places' },
  access: { read: anyone, create: isAdmin, update: isEditorOrAdmin, delete: isAdmin },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
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
}
