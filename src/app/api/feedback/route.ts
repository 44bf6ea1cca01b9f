import { feedbackSchema } from '@/domain/usage-event-schemas'
import { singleItemIngest } from '@/features/ingest/single-item-route'
import { writeFeedback } from '@/data/ingest-store'

export const dynamic = 'force-dynamic'

/** Spec §7: POST /api/feedback, stored for editors to read. */
export const POST = singleItemIngest({ endpoint: 'feedback', schema: feedbackSchema, write: writeFeedback })
