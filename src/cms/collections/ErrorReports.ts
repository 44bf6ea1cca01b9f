import { USAGE_MODES } from '@/domain/usage-events'

import { labels, t } from '../fields/labels'
import { visitorReports } from './kinds'

/** Client error reports from POST /api/error-reports (spec §7). */
export const ErrorReports = visitorReports({
  slug: 'error-reports-log',
  labels: labels('Error report', 'Error reports'),
  admin: { group: t('Visitors'), useAsTitle: 'message', defaultColumns: ['message', 'path', 'mode', 'createdAt', 'handled'] },
  fields: [
    { name: 'message', type: 'text', required: true },
    { name: 'name', type: 'text' },
    { name: 'stack', type: 'textarea' },
    { name: 'digest', type: 'text' },
    { name: 'path', type: 'text' },
    { name: 'locale', type: 'text' },
    { name: 'mode', type: 'select', options: [...USAGE_MODES] },
    { name: 'userAgent', type: 'text' },
  ],
})
