'use client'

import { Check } from 'lucide-react'
import { useLocale } from 'next-intl'

import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES } from '@/domain/locales'
import { Link, usePathname } from '@/i18n/navigation'

import styles from './SiteHeader.module.css'

/** One link per language to the same page; following one saves the NEXT_LOCALE cookie for 365 days. */
export function LanguageLinks() {
  const current = useLocale()
  const pathname = usePathname()
  return (
    <ul className={styles.languageList}>
      {LOCALES.map((code) => (
        <li key={code}>
          <Link
            href={pathname}
            locale={code}
            // Never fetched ahead: which language the page comes back in depends on the cookie this
            // click sets. A prefetch on focus still carried the old cookie, so "English" could open
            // /about with the Spanish page cached for it.
            prefetch={false}
            hrefLang={LANGUAGE_TAGS[code]}
            lang={LANGUAGE_TAGS[code]}
            aria-current={code === current ? 'true' : undefined}
            className={styles.languageLink}
          >
            <span>{LANGUAGE_NAMES[code]}</span>
            {code === current && <Check aria-hidden="true" size={20} />}
          </Link>
        </li>
      ))}
    </ul>
  )
}
