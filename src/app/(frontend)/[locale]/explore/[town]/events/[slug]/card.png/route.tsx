import { eventCard } from '@/features/og/cards'

/** An event's link preview card (issue 25, item 4): like its page, drawn on first request and kept until a publish touches it. */
export const dynamic = 'force-static'

export const generateStaticParams = () => []

/** Also once a day without a publish: a past event's page goes EVENT_PAGE_KEPT_DAYS after it ended. */
export const revalidate = 86_400

export function GET(_request: Request, { params }: { params: Promise<{ locale: string; town: string; slug: string }> }) {
  return eventCard(params)
}
