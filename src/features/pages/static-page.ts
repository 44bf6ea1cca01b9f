import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locales'
import { pageMetadata } from '@/features/seo/metadata'

/** Metadata of a page whose title is a key of Titles, at a fixed path. */
export function staticPageMetadata(titleKey: string, path: string, options: { noindex?: boolean } = {}) {
  return async ({ params }: { params: Promise<{ locale: string }> }) => {
    const locale = (await params).locale as Locale
    const t = await getTranslations({ locale, namespace: 'Titles' })
    return pageMetadata({ locale, path, title: t(titleKey), ...options })
  }
}
