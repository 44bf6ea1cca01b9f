import { INGEST_LIMITS, USAGE_MODES } from '@/domain/usage-events'

import { labels, t } from '../fields/labels'
import { visitorReports } from './kinds'

/** Visitor feedback from POST /api/feedback (spec §7). The slug avoids Payload REST taking /api/feedback. */
export const Feedback = visitorReports({
  slug: 'feedback-messages',
  labels: labels('Feedback message', 'Feedback'),
  admin: { group: t('Visitors'), useAsTitle: 'message', defaultColumns: ['message', 'rating', 'town', 'mode', 'createdAt', 'handled'] },
  fields: [
    { name: 'message', type: 'textarea', required: true, maxLength: INGEST_LIMITS.feedbackMessage },
    { name: 'rating', type: 'number', min: 1, max: 5 },
    { name: 'town', type: 'text' },
    { name: 'locale', type: 'text' },
    { name: 'mode', type: 'select', options: [...USAGE_MODES] },
    { name: 'path', type: 'text' },
  ],
})
