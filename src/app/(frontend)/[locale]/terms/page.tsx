import { setRequestLocale } from 'next-intl/server'

import { PolicyPage } from '@/features/pages/PolicyPage'
import { staticPageMetadata } from '@/features/pages/static-page'
import { pageLocale } from '@/i18n/page-locale'

export const generateMetadata = staticPageMetadata('terms', '/terms')

export default async function Page({ params }: PageProps<'/[locale]/terms'>) {
  setRequestLocale(await pageLocale(params))
  return <PolicyPage namespace="Terms" sections={['use', 'accuracy', 'links', 'kiosk', 'law']} />
}
