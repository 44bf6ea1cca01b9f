import { WifiOff } from 'lucide-react'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { staticPageMetadata } from '@/features/pages/static-page'
import { OfflineExplanation } from '@/features/offline/OfflineExplanation'
import { ReloadButton } from '@/features/offline/ReloadButton'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'

export const generateMetadata = staticPageMetadata('offline', '/offline', { noindex: true })

/** What the service worker shows for a page never visited while there is no connection (precached per language). */
export default async function OfflinePage({ params }: PageProps<'/[locale]/offline'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations('Offline')
  return (
    <div className="container section prose">
      <WifiOff aria-hidden="true" size={56} color="var(--accent)" />
      <OfflineExplanation />
      <p>{t('pageVisited')}</p>
      <p>
        <ReloadButton label={t('tryAgain')} />{' '}
        <Link href="/" className="button button--secondary">
          {t('home')}
        </Link>
      </p>
    </div>
  )
}
