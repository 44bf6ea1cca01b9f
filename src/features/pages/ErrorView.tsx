'use client'

import { useTranslations } from 'next-intl'

import { pathWithoutLocale } from '@/domain/locales'
import { isValidatedRoute } from '@/domain/route-rules'
import { useBrowserValue } from '@/hooks/useBrowserValue'
import { Link, usePathname } from '@/i18n/navigation'

/**
 * The generic error page of spec §2: 404 "Page Not Found" or 500 "Internal Server Error",
 * with the status code, a message and a description. A 404 names the path asked for, in the
 * spec's words for an address of no route or one whose town, place… does not exist.
 */
export function ErrorView({
  status,
  message,
  onRetry,
  homeLink = true,
}: {
  status: 404 | 500
  message?: string
  onRetry?: () => void
  /** Off on a kiosk or screen, whose own controls lead home. */
  homeLink?: boolean
}) {
  const t = useTranslations('Errors')
  const tSite = useTranslations('Site')
  const tTitles = useTranslations('Titles')
  const pathname = usePathname()
  // usePathname drops the locale prefix; the visitor should see the address they typed.
  const path = useBrowserValue(() => window.location.pathname, pathname)
  const notFound = status === 404

  return (
    <div className="container section prose">
      <title>{tSite('titleTemplate', { title: notFound ? tTitles('notFound') : tTitles('error') })}</title>
      <p className="lede">{t('statusCode', { code: status })}</p>
      <h1>{notFound ? t('notFoundTitle') : t('serverErrorTitle')}</h1>
      <p>
        <strong>{notFound ? t(isValidatedRoute(pathWithoutLocale(path)) ? 'invalidPage' : 'pageNotFound', { path }) : message}</strong>
      </p>
      <p>{notFound ? t('notFoundDescription') : t('serverErrorDescription')}</p>
      <p>
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            {t('tryAgain')}
          </button>
        )}{' '}
        {homeLink && (
          <Link href="/" className={onRetry ? 'button button--secondary' : 'button'}>
            {t('goHome')}
          </Link>
        )}
      </p>
    </div>
  )
}
