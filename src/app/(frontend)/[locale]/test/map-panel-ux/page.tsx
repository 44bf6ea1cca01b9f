import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CategoryIcon, categoryIcons } from '@/components/CategoryIcon'
import { getCategories } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { FIXTURE_PLACES, FIXTURE_TOWN } from '@/features/map/fixtures'
import { MapExperience } from '@/features/map/MapExperience'
import { toMapCategory } from '@/features/map/to-map-data'
import { pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = (await params) as { locale: Locale }
  const t = await getTranslations({ locale, namespace: 'Map' })
  return pageMetadata({ locale, path: '/test/map-panel-ux', title: t('panelTestTitle'), description: t('panelTestIntro'), noindex: true })
}

const ICON_SPRITE_ID = 'panel-test-category-icons'

/** Test page (spec §2): the map's list and details panels on fixed data (photo ok, photo failing, hours). */
export default async function MapPanelUxPage({ params }: Props) {
  const { locale } = (await params) as { locale: Locale }
  setRequestLocale(locale)
  const [t, categories] = await Promise.all([getTranslations('Map'), getCategories(locale)])
  const icons = categoryIcons(categories)
  return (
    <>
      <p className="visually-hidden">{t('panelTestIntro')}</p>
      <MapExperience
        town={FIXTURE_TOWN}
        places={FIXTURE_PLACES}
        categories={categories.map(toMapCategory)}
        icons={icons}
        iconSpriteId={ICON_SPRITE_ID}
        toolbar={<span data-testid="toolbar-slot-demo">{t('panelTestTitle')}</span>}
      />
      <div id={ICON_SPRITE_ID} hidden>
        {categories.map((c) => (
          <span key={c.slug} data-category={c.slug}>
            <CategoryIcon name={c.icon} size={24} />
          </span>
        ))}
      </div>
    </>
  )
}
