import { getTranslations } from 'next-intl/server'

import type { CategoryView, HighlightView, PlaceView } from '@/data/view-models'

import { HighlightsCarousel } from './HighlightsCarousel'
import { HighlightSlide } from './HighlightSlide'

/** A town's highlights as a carousel, each slide naming its place and category: the highlights page, the kiosk's attract loop and the demo. */
export async function TownHighlightsCarousel({
  town,
  highlights,
  places,
  categories,
}: {
  town: { slug: string; name: string }
  highlights: HighlightView[]
  places: ReadonlyMap<string, PlaceView>
  categories: ReadonlyMap<string, CategoryView>
}) {
  const t = await getTranslations('Highlights')
  return (
    <HighlightsCarousel
      label={t('carouselLabel', { townName: town.name })}
      slides={highlights.map((highlight) => {
        const place = highlight.placeSlug ? places.get(highlight.placeSlug) : undefined
        return {
          id: highlight.id,
          content: (
            <HighlightSlide
              highlight={highlight}
              townSlug={town.slug}
              townName={town.name}
              place={place}
              category={place ? categories.get(place.categorySlug) : undefined}
              viewOnMapLabel={t('viewOnMap')}
              tourLabel={t('takeTour')}
            />
          ),
        }
      })}
    />
  )
}
