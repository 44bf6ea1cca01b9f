import { getTranslations } from 'next-intl/server'
import type { ComponentProps, ReactNode } from 'react'

import type { TownView } from '@/data/view-models'
import { townPath } from '@/domain/town-paths'
import { Link } from '@/i18n/navigation'

/** The hamburger menu of the spec: Home, Explore, Towns (listed under Explore), About, Contact. */
const MAIN_PAGES = [
  { key: 'home', href: '/' },
  { key: 'explore', href: '/explore' },
  { key: 'about', href: '/about' },
  { key: 'contact', href: '/contact' },
] as const

const LEGAL_PAGES = [
  { key: 'accessibility', href: '/accessibility' },
  { key: 'privacy', href: '/privacy' },
  { key: 'cookies', href: '/cookies' },
  { key: 'terms', href: '/terms' },
  { key: 'sitemap', href: '/sitemap' },
] as const

export type SiteLink = { href: string; label: string }

/** The site's own pages, for the sitemap. */
export const SITE_PAGE_PATHS = [...MAIN_PAGES, ...LEGAL_PAGES].map((page) => page.href)

/**
 * The site's own pages, labelled in the request's language, for the header, the footer and the
 * sitemap page: main pages by their menu names, legal pages by their titles.
 */
export async function siteLinks(): Promise<{ main: SiteLink[]; legal: SiteLink[] }> {
  const [tNav, tTitles] = await Promise.all([getTranslations('Nav'), getTranslations('Titles')])
  return {
    main: MAIN_PAGES.map(({ key, href }) => ({ href, label: tNav(key) })),
    legal: LEGAL_PAGES.map(({ key, href }) => ({ href, label: tTitles(key) })),
  }
}

export const townLinks = (towns: TownView[]): SiteLink[] => towns.map((town) => ({ href: townPath(town.slug), label: town.name }))

/** A list of links; `below` adds what a link leads on to (the menu's towns under Explore). */
export function LinkList({ links, below, ...list }: { links: SiteLink[]; below?: (link: SiteLink) => ReactNode } & ComponentProps<'ul'>) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
          {below?.(link)}
        </li>
      ))}
    </ul>
  )
}
