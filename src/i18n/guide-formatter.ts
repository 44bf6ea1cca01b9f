import { createFormatter } from 'next-intl'

import { type EventTimes } from '@/domain/events'
import { LANGUAGE_TAGS, type Locale } from '@/domain/locales'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

/**
 * next-intl's formatter with the full language tag (en-GB rather than en, so English dates read
 * "Saturday 28 November 2026, 12:30") and London time, whatever the visitor's own time zone. The
 * same on the server (event pages) and in the browser (useGuideFormatter).
 */
export function guideFormatter(locale: Locale) {
  // next-intl types this option as one of the app's locales; Intl underneath takes the full tag.
  return createFormatter({ locale: LANGUAGE_TAGS[locale] as Locale, timeZone: GUIDE_TIME_ZONE })
}

export const EVENT_DATE_FORMAT = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: GUIDE_TIME_ZONE,
} as const

/** When an event happens, in London time, as one range when it has an end. */
export function formatEventWhen(format: ReturnType<typeof createFormatter>, event: EventTimes): string {
  return event.end
    ? format.dateTimeRange(new Date(event.start), new Date(event.end), EVENT_DATE_FORMAT)
    : format.dateTime(new Date(event.start), EVENT_DATE_FORMAT)
}
