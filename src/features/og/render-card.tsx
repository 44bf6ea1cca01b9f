import 'server-only'

import { ImageResponse } from 'next/og'
import { getTranslations } from 'next-intl/server'

import { DEFAULT_CATEGORY_COLOUR, isHexColour } from '@/domain/category-style'
import { CARD_SIZE } from '@/domain/link-preview'
import type { Locale } from '@/domain/locales'

import { CARD_FONTS } from './fonts'
import { PreviewCard, type PreviewCardProps } from './PreviewCard'

export type PreviewCardInput = Omit<PreviewCardProps, 'siteName'> & { locale: Locale }

/**
 * A link preview card as a 1200×630 PNG response: the title in the page's language, what it is with
 * its icon and colour, its town, the site's name, and a small picture of where it is. Serve it from a
 * statically generated route handler (`dynamic = 'force-static'`), whose reads are tagged like the
 * page's: the card is drawn once per publish, not per request.
 *
 *   return renderPreviewCard({ locale, title: event.title, kind: t('event'), townName: town.name,
 *     detail: when, colour: SITE_COLOUR, icon: 'CalendarDays', picture: placePicture(spots, index) })
 */
export async function renderPreviewCard({ locale, colour, ...card }: PreviewCardInput): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'Site' })
  const response = new ImageResponse(
    <PreviewCard {...card} colour={isHexColour(colour) ? colour : DEFAULT_CATEGORY_COLOUR} siteName={t('name')} />,
    { ...CARD_SIZE, fonts: CARD_FONTS },
  )
  // ImageResponse calls itself immutable for a year, but a card keeps its address when a publish
  // redraws it: without that header the card goes out with Next's own, as the pages do.
  response.headers.delete('cache-control')
  return response
}
