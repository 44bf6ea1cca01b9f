/**
 * Scheduled publishing (issue 22, point 3): editors set a time on a draft of a notice, an event or
 * a highlight ("Schedule publish" in its edit view) and it goes live then; a published notice also
 * goes off the site at its end date. Payload keeps each scheduled change as a job in its queue; the
 * app runs the due jobs itself, once a minute.
 */

/** The collections whose edit view offers "Schedule publish". */
export const SCHEDULED_COLLECTIONS = ['notices', 'events', 'highlights'] as const

/**
 * The queue of the unpublish jobs the app itself schedules at a notice's end date, apart from the
 * `default` queue of the ones editors schedule: only those are moved or cancelled when the end
 * date changes, never an editor's own.
 */
export const END_DATE_QUEUE = 'end-dates'

/**
 * How the app runs the jobs queue: every minute, a few seconds after the minute turns, so a
 * change scheduled for 07:00 (the admin's picker sets whole minutes) is live by about 07:00:05,
 * and one set for any moment within a minute of it. The first run waits until the server listens.
 * A run takes at most `perRun` jobs (the next run takes the rest).
 */
export const JOBS_RUN = { everyMs: 60_000, afterTheMinuteMs: 3_000, firstRunAfterMs: 10_000, perRun: 50 } as const

/** Milliseconds from `now` to the first run at least `notBeforeMs` away: `afterTheMinuteMs` past a turn of the minute (never 0). */
export function msUntilNextRun(now: number, notBeforeMs = 0, { everyMs, afterTheMinuteMs } = JOBS_RUN): number {
  const from = now + notBeforeMs
  const wait = afterTheMinuteMs - (((from % everyMs) + everyMs) % everyMs)
  return notBeforeMs + (wait > 0 ? wait : wait + everyMs)
}

/** An unpublish job the app has already queued for a document (END_DATE_QUEUE), not yet run. */
export type PendingUnpublish = { id: number | string; waitUntil?: string | Date | null }

export type UnpublishPlan = {
  /** pending jobs to delete */
  cancel: (number | string)[]
  /** when to queue a new unpublish job, if one is needed */
  queueAt: Date | null
}

const timeOf = (value: string | Date | null | undefined): number | null => {
  if (value == null || value === '') return null
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? null : time
}

/**
 * What a change to a notice's published version asks of its end-date unpublish: while it is
 * published with an end still to come, exactly one pending unpublish at that end (an existing one
 * at the same moment is kept); unpublished, without an end, or with an end already past, none.
 */
export function endDateUnpublishPlan({
  published,
  endDate,
  now,
  pending,
}: {
  published: boolean
  endDate: string | Date | null | undefined
  now: Date
  pending: PendingUnpublish[]
}): UnpublishPlan {
  const end = published ? timeOf(endDate) : null
  const wanted = end !== null && end > now.getTime() ? end : null
  const kept = wanted === null ? undefined : pending.find((job) => timeOf(job.waitUntil) === wanted)
  return {
    cancel: pending.filter((job) => job !== kept).map((job) => job.id),
    queueAt: wanted !== null && !kept ? new Date(wanted) : null,
  }
}

/**
 * Where a server process reaches itself to run the jobs queue inside one of its own requests
 * (Next applies cache revalidation only there): the port it serves (PORT, else Next's 3000) on
 * the address it binds (HOST), or on loopback when it binds every interface.
 */
export function selfOrigin(env: Record<string, string | undefined>): string {
  const port = Number(env.PORT) > 0 ? Number(env.PORT) : 3000
  const host = env.HOST?.trim()
  const wildcard = !host || host === '0.0.0.0' || host === '::' || host === '[::]'
  const address = wildcard ? '127.0.0.1' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  return `http://${address}:${port}`
}
