import type { CollectionConfig } from 'payload'

import { isSafeWebUrl } from '@/domain/urls'

import { anyone, isEditorOrAdmin } from '../access/roles'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'

export const Partners: CollectionConfig = {
  slug: 'partners',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'towns', 'order'], group: 'Content' },
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'towns', type: 'relationship', relationTo: 'towns', hasMany: true, index: true },
    {
      name: 'url',
      type: 'text',
      validate: (value: unknown) => (!value || isSafeWebUrl(value) ? true : 'Use a full http:// or https:// address'),
    },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
