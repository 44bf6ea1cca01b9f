import { getTowns } from '@/data/content'
import { DEFAULT_LOCALE } from '@/domain/locales'
import { busDepartures } from '@/features/departures/bus/bus'
import { departuresHandler } from '@/features/departures/handler'
import { railDepartures } from '@/features/departures/rail'

/**
 * GET /api/departures/{rail|bus}/{town dbKey}: see departuresHandler. A town's station (crs) is the
 * same in every language; its bus stops the bus adapter reads from the database itself.
 */
export const GET = departuresHandler({
  towns: async () => (await getTowns(DEFAULT_LOCALE)).map(({ dbKey, crs }) => ({ dbKey, crs })),
  rail: railDepartures(),
  bus: busDepartures(),
})
