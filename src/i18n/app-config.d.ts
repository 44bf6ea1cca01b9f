import type messages from '../../messages/en.json'
import type { Locale } from '@/domain/locales'

/**
 * next-intl's types for this app: `useLocale()` and `getLocale()` return one of our locales, and
 * every message key passed to `t()` is checked against the English messages at compile time.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}
