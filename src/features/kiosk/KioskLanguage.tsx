'use client'

import { Check, Globe } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { Dialog } from '@/components/Dialog'
import primitives from '@/components/primitives.module.css'
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, localizedPath, pathWithoutLocale } from '@/domain/locales'

import styles from './Kiosk.module.css'

/**
 * A visitor's language on a kiosk, for their visit only (issue 29): the same kiosk page in the chosen
 * language, by its address alone. Unlike the site's language links it saves no cookie, so the next
 * visitor finds the kiosk in its own language (the kiosk paths ignore the cookie too: src/proxy.ts).
 */
export function KioskLanguage() {
  const t = useTranslations('Kiosk')
  const current = useLocale()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={`${primitives.textButton} ${styles.barButton}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Globe aria-hidden="true" size={26} />
        <span className={styles.barText} lang={LANGUAGE_TAGS[current as keyof typeof LANGUAGE_TAGS]}>
          {t('language')}
        </span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('chooseLanguage')} closeLabel={t('close')} size="narrow">
        <ul className={styles.languages}>
          {LOCALES.map((code) => (
            <li key={code}>
              <button
                type="button"
                className={styles.language}
                lang={LANGUAGE_TAGS[code]}
                aria-current={code === current ? 'true' : undefined}
                onClick={() => {
                  setOpen(false)
                  const path = pathWithoutLocale(window.location.pathname)
                  router.push(localizedPath(code, path) + window.location.search)
                }}
              >
                {LANGUAGE_NAMES[code]}
                {code === current && <Check aria-hidden="true" size={24} />}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  )
}
