import { splitDuration } from '@/domain/travel'

type DurationMessages = (key: 'durationMinutes' | 'durationHours' | 'durationHoursMinutes', values: Record<string, number>) => string

/** "6 min", or "1 hr 20 min" once a trip is an hour or longer (spec §3), with each language's plurals (Places messages). */
export function durationText(t: DurationMessages, total: number): string {
  const { hours, minutes } = splitDuration(total)
  if (hours === 0) return t('durationMinutes', { minutes })
  if (minutes === 0) return t('durationHours', { hours })
  return t('durationHoursMinutes', { hours, minutes })
}
