import { placeCard } from '@/features/og/cards'

/** A place's link preview card (issue 25, item 4): like its page, drawn on first request and kept until a publish touches it. */
export const dynamic = 'force-static'

export const generateStaticParams = () => []

export function GET(_request: Request, { params }: { params: Promise<{ locale: string; town: string; place: string }> }) {
  return placeCard(params)
}
