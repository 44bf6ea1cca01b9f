/**
 * The guide's one time zone: opening hours, events, notices, departures, statistics and every time
 * shown are London wall-clock time, whatever the visitor's device is set to.
 */
export const GUIDE_TIME_ZONE = 'Europe/London'
