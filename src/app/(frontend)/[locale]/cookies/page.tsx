import { setRequestLocale } from 'next-intl/server'

import { PolicyPage } from '@/features/pages/PolicyPage'
import { staticPageMetadata } from '@/features/pages/static-page'
import { pageLocale } from '@/i18n/page-locale'

export const generateMetadata = staticPageMetadata('cookies', '/cookies')

export default async function Page({ params }: PageProps<'/[locale]/cookies'>) {
  setRequestLocale(await pageLocale(params))
  return <PolicyPage namespace="Cookies" sections={['essential', 'storage', 'stats', 'manage']} />
}
