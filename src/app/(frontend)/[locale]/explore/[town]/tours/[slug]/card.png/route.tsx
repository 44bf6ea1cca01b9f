import { getTours, getTowns } from '@/data/content'
import { LOCALES } from '@/domain/locales'
import { tourCard } from '@/features/og/cards'

/** A walking tour's link preview card (issue 25, item 4): drawn when built, then again after a publish touches the tour. */
export const dynamic = 'force-static'

export async function generateStaticParams() {
  const towns = await getTowns('en')
  const perTown = await Promise.all(
    towns.map(async (town) => (await getTours('en', town.slug)).map((tour) => ({ town: town.slug, slug: tour.slug }))),
  )
  return LOCALES.flatMap((locale) => perTown.flat().map((params) => ({ locale, ...params })))
}

export function GET(_request: Request, { params }: { params: Promise<{ locale: string; town: string; slug: string }> }) {
  return tourCard(params)
}
