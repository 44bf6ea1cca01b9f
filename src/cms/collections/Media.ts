import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { publishedMediaOrStaff } from '../access/publishedMediaOrStaff'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: publishedMediaOrStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'card', width: 640, height: 400, position: 'centre' },
      { name: 'wide', width: 1280 },
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
