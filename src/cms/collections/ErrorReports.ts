import type { CollectionConfig } from 'payload'

import { USAGE_MODES } from '@/domain/usage-events'

import { isEditorOrAdmin } from '../access/roles'

/** Client error reports from POST /api/error-reports (spec §7); idempotent by clientId, read by staff. */
export const ErrorReports: CollectionConfig = {
  slug: 'error-reports-log',
  labels: { singular: 'Error report', plural: 'Error reports' },
  admin: { useAsTitle: 'message', defaultColumns: ['message', 'path', 'mode', 'createdAt', 'handled'], group: 'Visitors' },
  access: { create: () => false, read: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'clientId', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'message', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'name', type: 'text', admin: { readOnly: true } },
    { name: 'stack', type: 'textarea', admin: { readOnly: true } },
    { name: 'digest', type: 'text', admin: { readOnly: true } },
    { name: 'path', type: 'text', admin: { readOnly: true } },
    { name: 'locale', type: 'text', admin: { readOnly: true } },
    { name: 'mode', type: 'select', options: [...USAGE_MODES], admin: { readOnly: true } },
    { name: 'userAgent', type: 'text', admin: { readOnly: true } },
    { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'handled', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
