import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/domain/locales'
import { PermissionProbe } from '@/features/map/location/PermissionProbe'
import { pageMetadata } from '@/features/seo/metadata'
import { PageHeader } from '@/features/pages/PageHeader'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = (await params) as { locale: Locale }
  const t = await getTranslations({ locale, namespace: 'Location' })
  return pageMetadata({
    locale,
    path: '/test-location-permissions',
    title: t('permissionsTitle'),
    description: t('permissionsIntro'),
    noindex: true,
  })
}

/** Test page (spec §2): the geolocation permission state and whether location requests are disabled. */
export default async function TestLocationPermissionsPage({ params }: Props) {
  const { locale } = (await params) as { locale: Locale }
  setRequestLocale(locale)
  const t = await getTranslations('Location')
  return (
    <>
      <PageHeader heading={t('permissionsTitle')} intro={t('permissionsIntro')} />
      <div className="container">
        <PermissionProbe />
      </div>
    </>
  )
}
