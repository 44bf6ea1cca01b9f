import { GUIDE_TIME_ZONE } from './time-zone'
/**
 * Notices (spec §3 "Notice: active age in days, expired state", §4 notices modal: active by default,
 * all including past ones after the toggle). Whether a notice is active is decided at view time, in
 * the browser, because pages are generated ahead of time.
 */

/** The guide's towns are in England: a "day" is a calendar day in London. */
const DAY_MS = 24 * 60 * 60 * 1000

export type NoticeDates = { startDate: string; endDate: string | null }
export type NoticeStatus = 'scheduled' | 'active' | 'expired'

/** Scheduled before its start, active from its start until its end (inclusive; open-ended when there is none), expired after. */
export function noticeStatus(notice: NoticeDates, now: Date): NoticeStatus {
  const start = Date.parse(notice.startDate)
  if (Number.isNaN(start) || start > now.getTime()) return 'scheduled'
  if (notice.endDate) {
    const end = Date.parse(notice.endDate)
    if (!Number.isNaN(end) && end < now.getTime()) return 'expired'
  }
  return 'active'
}

export const isNoticeActive = (notice: NoticeDates, now: Date) => noticeStatus(notice, now) === 'active'

const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: GUIDE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** Days since 1970-01-01 of the London calendar date of an instant. */
export function londonDayNumber(instant: Date): number {
  const [y, m, d] = londonDate.format(instant).split('-').map(Number)
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS)
}

/**
 * "Active for N days": calendar days (London) from the start date to today, so a notice that
 * started today is 0 days old and one that started yesterday evening is 1 day old.
 */
export function activeDays(notice: Pick<NoticeDates, 'startDate'>, now: Date): number {
  return Math.max(0, londonDayNumber(now) - londonDayNumber(new Date(notice.startDate)))
}

/**
 * What the modal lists: active notices (newest start first), followed by expired ones (most recently
 * ended first) when past notices are included. Scheduled notices stay hidden until they start.
 */
export function visibleNotices<T extends NoticeDates>(
  notices: readonly T[],
  now: Date,
  includePast: boolean,
): (T & { status: NoticeStatus })[] {
  const withStatus = notices.map((n) => ({ ...n, status: noticeStatus(n, now) }))
  const active = withStatus.filter((n) => n.status === 'active').sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate))
  if (!includePast) return active
  const expired = withStatus
    .filter((n) => n.status === 'expired')
    .sort((a, b) => Date.parse(b.endDate ?? b.startDate) - Date.parse(a.endDate ?? a.startDate))
  return [...active, ...expired]
}
