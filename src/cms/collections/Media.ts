import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { publishedMediaOrStaff } from '../access/publishedMediaOrStaff'
import { labels, t } from '../fields/labels'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: labels('Media file', 'Media'),
  admin: { group: t('Content') },
  access: { read: publishedMediaOrStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'card', width: 640, height: 400, position: 'centre' },
      { name: 'wide', width: 1280 },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: t('Alternative text'),
      type: 'text',
      required: true,
      localized: true,
      admin: { description: t('Describes the image for people who cannot see it.') },
    },
  ],
}
