import type { CollectionConfig } from 'payload'

import { CATEGORY_SLUGS } from '@/domain/catalogue'

import { anyone, isAdmin, isEditorOrAdmin } from '../access/roles'
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
    { name: 'icon', type: 'text', required: true, admin: { description: 'A lucide icon name, e.g. Landmark' } },
    {
      name: 'colour',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Use a hex colour such as #1d5f8a',
    },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
