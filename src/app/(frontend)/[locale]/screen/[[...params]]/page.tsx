import { setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/domain/locales'
import { DisplayPage, displayMetadata } from '@/features/kiosk/pages'

type Props = { params: Promise<{ locale: string; params?: string[] }> }

/** Spec §2: /screen/{params…}, /screen/{town}/{slug…} and /screen/{town}/highlights (noindex, out of the sitemap). */
export async function generateMetadata({ params }: Props) {
  const { locale, params: rest } = await params
  return displayMetadata('screen', locale as Locale, rest)
}

export default async function ScreenPage({ params }: Props) {
  const { locale, params: rest } = await params
  setRequestLocale(locale as Locale)
  return <DisplayPage mode="screen" locale={locale as Locale} params={rest} />
}
