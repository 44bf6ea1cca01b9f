import type { MetadataRoute } from 'next'
import { getTranslations } from 'next-intl/server'

import { DEFAULT_LOCALE, LANGUAGE_TAGS } from '@/domain/locales'

/** The web app manifest: what a phone needs to install the guide (one per site, so in English). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'Site' })
  return {
    name: t('name'),
    short_name: t('shortName'),
    description: t('tagline'),
    lang: LANGUAGE_TAGS[DEFAULT_LOCALE],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b4f6c',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
