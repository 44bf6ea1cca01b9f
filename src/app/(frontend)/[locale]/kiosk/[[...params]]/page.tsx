import { setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/domain/locales'
import { DisplayPage, displayMetadata } from '@/features/kiosk/pages'

type Props = { params: Promise<{ locale: string; params?: string[] }> }

/** Spec §2: /kiosk/{params…}, /kiosk/{town}/{slug…} and /kiosk/{town}/highlights (noindex, out of the sitemap). */
export async function generateMetadata({ params }: Props) {
  const { locale, params: rest } = await params
  return displayMetadata('kiosk', locale as Locale, rest)
}

export default async function KioskPage({ params }: Props) {
  const { locale, params: rest } = await params
  setRequestLocale(locale as Locale)
  return <DisplayPage mode="kiosk" locale={locale as Locale} params={rest} />
}
