import 'server-only'

import { getTranslations } from 'next-intl/server'

import { getCategories } from '@/data/content'
import type { EventView, PlaceView, TourView, TownView } from '@/data/view-models'
import { CARD_SIZE, cardPath, isPreviewablePhoto } from '@/domain/link-preview'
import type { Locale } from '@/domain/locales'
import { eventPath, placeMapPath, tourPath, townPath } from '@/domain/town-paths'
import type { PageImage } from '@/features/seo/metadata'

/**
 * The picture a shared link shows (og:image, twitter:image): the editor's photo when it is one that
 * link previews show (with its size when known, so a preview can lay it out before fetching it),
 * else the page's card (served at `cardPath(locale, pagePath)`), with a description for those who cannot see it.
 */
export function previewImage(
  locale: Locale,
  pagePath: string,
  photoUrl: string | null,
  alt: { photo: string; card: string },
  photoSize?: { width: number; height: number },
): PageImage {
  if (isPreviewablePhoto(photoUrl))
    return { url: photoUrl, ...(photoSize && { width: photoSize.width, height: photoSize.height }), alt: alt.photo }
  return { url: cardPath(locale, pagePath), ...CARD_SIZE, alt: alt.card }
}

export async function townPreviewImage(locale: Locale, town: TownView): Promise<PageImage> {
  const t = await getTranslations({ locale, namespace: 'LinkPreview' })
  return previewImage(locale, townPath(town.slug), town.imageUrl, {
    photo: t('photoAlt', { name: town.name }),
    card: t('townAlt', { townName: town.name }),
  })
}

export async function placePreviewImage(locale: Locale, town: TownView, place: PlaceView): Promise<PageImage> {
  const [t, categories] = await Promise.all([getTranslations({ locale, namespace: 'LinkPreview' }), getCategories(locale)])
  const kind = categories.find((c) => c.slug === place.categorySlug)?.label ?? ''
  return previewImage(
    locale,
    placeMapPath(town.slug, place.slug),
    place.image?.url ?? null,
    { photo: t('photoAlt', { name: place.name }), card: t('placeAlt', { name: place.name, kind, townName: town.name }) },
    place.image ?? undefined,
  )
}

export async function tourPreviewImage(locale: Locale, town: TownView, tour: TourView): Promise<PageImage> {
  const t = await getTranslations({ locale, namespace: 'LinkPreview' })
  return previewImage(locale, tourPath(town.slug, tour.slug), tour.coverUrl, {
    photo: t('photoAlt', { name: tour.title }),
    card: t('tourAlt', { title: tour.title, townName: town.name, count: tour.stops.length }),
  })
}

export async function eventPreviewImage(locale: Locale, town: TownView, event: EventView, when: string): Promise<PageImage> {
  const t = await getTranslations({ locale, namespace: 'LinkPreview' })
  return previewImage(locale, eventPath(town.slug, event.slug), event.imageUrl, {
    photo: t('photoAlt', { name: event.title }),
    card: t('eventAlt', { title: event.title, when, townName: town.name }),
  })
}
