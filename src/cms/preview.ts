import type { CollectionConfig, PayloadRequest } from 'payload'

import { type PreviewableCollection, previewLink } from '@/domain/preview'

/**
 * Issue 22 (2): a collection's "Preview" button and, where editors shape a page (a town's, a place's
 * details), Payload's live preview pane at a phone's and a desktop's width. Both open the preview
 * switch (src/app/preview), which shows the document's public page in the language being edited.
 */
export function previewAdmin(collection: PreviewableCollection, { live = false } = {}): Partial<NonNullable<CollectionConfig['admin']>> {
  const codeOf = (locale: string | { code: string }) => (typeof locale === 'string' ? locale : locale.code)
  return {
    preview: (doc, { locale }) => (doc.id ? previewLink(collection, doc.id as number, codeOf(locale)) : null),
    ...(live && {
      livePreview: {
        // Absolute: the admin posts its "saved" message to this address's origin (the pane's page).
        url: ({ data, locale, req }) => (data?.id ? `${originOf(req)}${previewLink(collection, data.id, codeOf(locale))}` : null),
        breakpoints: [
          { name: 'phone', label: 'Phone (390 × 844)', width: 390, height: 844 },
          { name: 'desktop', label: 'Desktop (1440 × 900)', width: 1440, height: 900 },
        ],
      },
    }),
  }
}

/** The guide's public address (SERVER_URL), else the address the admin was reached by. */
function originOf(req: PayloadRequest): string {
  if (req.payload.config.serverURL) return req.payload.config.serverURL
  try {
    return req.url ? new URL(req.url).origin : ''
  } catch {
    return ''
  }
}
