import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { routing } from './routing'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    // The towns' own clock, whatever the server's or the visitor's.
    timeZone: GUIDE_TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
  }
})
