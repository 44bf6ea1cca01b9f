import { errorReportSchema } from '@/domain/usage-event-schemas'
import { singleItemIngest } from '@/features/ingest/single-item-route'
import { writeErrorReport } from '@/data/ingest-store'

export const dynamic = 'force-dynamic'

/** Spec §7: POST /api/error-reports. */
export const POST = singleItemIngest({ endpoint: 'error-reports', schema: errorReportSchema, write: writeErrorReport })
