import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTowns } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { MockLocationForm } from '@/features/map/location/MockLocationForm'
import { pageMetadata } from '@/features/seo/metadata'
import { PageHeader } from '@/features/pages/PageHeader'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = (await params) as { locale: Locale }
  const t = await getTranslations({ locale, namespace: 'Location' })
  return pageMetadata({
    locale,
    path: '/mock-location',
    title: t('mockTitle'),
    description: t('mockIntro'),
    noindex: true,
  })
}

/** Test page (spec §2): set a fake position for this browser session; the maps use it instead of geolocation. */
export default async function MockLocationPage({ params }: Props) {
  const { locale } = (await params) as { locale: Locale }
  setRequestLocale(locale)
  const [t, towns] = await Promise.all([getTranslations('Location'), getTowns(locale)])
  return (
    <>
      <PageHeader heading={t('mockTitle')} intro={t('mockIntro')} />
      <div className="container">
        <MockLocationForm
          towns={towns.map((town) => ({
            slug: town.slug,
            name: town.name,
            centre: town.centre,
          }))}
        />
      </div>
    </>
  )
}
