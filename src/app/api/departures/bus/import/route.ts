import { payloadClient } from '@/data/payload'
import { busImportHandler } from '@/features/departures/bus/admin-import'
import { busDepartures } from '@/features/departures/bus/bus'
import { runBusImport } from '@/features/departures/bus/job'

export const dynamic = 'force-dynamic'
/** A regional timetable takes a while to download and read. */
export const maxDuration = 900

/** POST /api/departures/bus/import: see busImportHandler. */
export const POST = busImportHandler({
  payload: payloadClient,
  run: () => runBusImport({ trigger: 'admin' }),
  afterImport: () => busDepartures().clear(),
})
