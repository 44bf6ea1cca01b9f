import { Globe, Menu } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { DialogButton } from '@/components/DialogButton'
import { getTowns } from '@/data/content'
import { LANGUAGE_NAMES, type Locale } from '@/domain/locales'
import { FeedbackButton } from '@/features/feedback/FeedbackButton'
import { HeaderSearch } from '@/features/search/SiteSearch'
import { Link } from '@/i18n/navigation'

import { LanguageLinks } from './LanguageLinks'
import styles from './SiteHeader.module.css'
import { LinkList, siteLinks, townLinks } from './site-links'

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, tNav, tLang, tFooter, { main, legal }, towns] = await Promise.all([
    getTranslations('Site'),
    getTranslations('Nav'),
    getTranslations('Language'),
    getTranslations('Footer'),
    siteLinks(),
    getTowns(locale).catch(() => []),
  ])

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand} aria-label={t('name')}>
          <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="#fff" />
            <path d="M5 21c4-3 7-3 11 0s7 3 11 0" stroke="#0b4f6c" strokeWidth="2.4" fill="none" strokeLinecap="round" />
            <path d="M9 15V9l7-4 7 4v6" stroke="#b8420f" strokeWidth="2.4" fill="none" strokeLinejoin="round" />
          </svg>
          <span>{t('name')}</span>
        </Link>

        <nav aria-label={tNav('mainLabel')} className={styles.inlineNav}>
          <LinkList links={main} />
        </nav>

        <div className={styles.actions}>
          <HeaderSearch locale={locale} className={`${styles.iconButton} ${styles.search}`} />
          <DialogButton
            buttonLabel={`${tLang('label')}: ${LANGUAGE_NAMES[locale]}`}
            buttonClassName={styles.iconButton}
            buttonContent={
              <>
                <Globe aria-hidden="true" size={22} />
                <span className={styles.buttonText}>{locale.toUpperCase()}</span>
              </>
            }
            title={tLang('choose')}
            closeLabel={tLang('close')}
          >
            <LanguageLinks />
          </DialogButton>

          <DialogButton
            buttonLabel={tNav('openMenu')}
            buttonClassName={styles.iconButton}
            buttonContent={
              <>
                <Menu aria-hidden="true" size={24} />
                <span className={styles.buttonText}>{tNav('menu')}</span>
              </>
            }
            title={tNav('menu')}
            closeLabel={tNav('closeMenu')}
            placement="end"
          >
            <nav aria-label={tNav('menu')}>
              <LinkList
                links={main}
                className={styles.menuList}
                below={(link) =>
                  link.href === '/explore' &&
                  towns.length > 0 && (
                    <>
                      <span className={styles.menuGroupLabel} id="menu-towns">
                        {tNav('towns')}
                      </span>
                      <LinkList links={townLinks(towns)} aria-labelledby="menu-towns" className={styles.menuSubList} />
                    </>
                  )
                }
              />
              {/* The footer's other pages and its feedback too: the map page, an app screen, has no footer to scroll to. */}
              <span className={styles.menuGroupLabel} id="menu-legal">
                {tFooter('legal')}
              </span>
              <LinkList links={legal} aria-labelledby="menu-legal" className={`${styles.menuList} ${styles.menuSmall}`} />
            </nav>
            <FeedbackButton className={`button button--secondary ${styles.menuFeedback}`} />
          </DialogButton>
        </div>
      </div>
    </header>
  )
}
