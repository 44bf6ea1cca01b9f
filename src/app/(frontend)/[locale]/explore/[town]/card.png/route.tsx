import { getTowns } from '@/data/content'
import { LOCALES } from '@/domain/locales'
import { townCard } from '@/features/og/cards'

/** The town page's link preview card (issue 25, item 4): drawn when built, then again after a publish touches the town. */
export const dynamic = 'force-static'

export async function generateStaticParams() {
  const towns = await getTowns('en')
  return LOCALES.flatMap((locale) => towns.map((town) => ({ locale, town: town.slug })))
}

export function GET(_request: Request, { params }: { params: Promise<{ locale: string; town: string }> }) {
  return townCard(params)
}
