import type { CollectionConfig } from 'payload'

import { INGEST_LIMITS, USAGE_MODES } from '@/domain/usage-events'

import { isEditorOrAdmin } from '../access/roles'

/**
 * Visitor feedback from POST /api/feedback (spec §7). Written only by that route (idempotent by
 * clientId); editors read it and mark it handled. The slug avoids Payload REST taking /api/feedback.
 */
export const Feedback: CollectionConfig = {
  slug: 'feedback-messages',
  labels: { singular: 'Feedback', plural: 'Feedback' },
  admin: { useAsTitle: 'message', defaultColumns: ['message', 'rating', 'town', 'mode', 'createdAt', 'handled'], group: 'Visitors' },
  access: { create: () => false, read: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'clientId', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'message', type: 'textarea', required: true, maxLength: INGEST_LIMITS.feedbackMessage, admin: { readOnly: true } },
    { name: 'rating', type: 'number', min: 1, max: 5, admin: { readOnly: true } },
    { name: 'town', type: 'text', admin: { readOnly: true } },
    { name: 'locale', type: 'text', admin: { readOnly: true } },
    { name: 'mode', type: 'select', options: [...USAGE_MODES], admin: { readOnly: true } },
    { name: 'path', type: 'text', admin: { readOnly: true } },
    { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'handled', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
