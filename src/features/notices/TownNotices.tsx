import { getNotices } from '@/data/content'
import type { Locale } from '@/domain/locales'

import { NoticesButton } from './NoticesButton'

/** The notices button for one town (server part): reads the town's published notices. */
export async function TownNotices({ locale, townSlug, className }: { locale: Locale; townSlug: string; className?: string }) {
  const notices = await getNotices(locale, townSlug)
  return <NoticesButton notices={notices} className={className} />
}
