import { getTranslations } from 'next-intl/server'

import { ProsePage, ProseSection } from './ProsePage'

/** A policy page whose texts are `heading`, `intro` and `{section}Title` / `{section}Text` in one message namespace. */
export async function PolicyPage({ namespace, sections }: { namespace: 'Cookies' | 'Privacy' | 'Terms'; sections: readonly string[] }) {
  const t = await getTranslations(namespace)
  return (
    <ProsePage heading={t('heading')} intro={t('intro')}>
      {sections.map((section) => (
        <ProseSection key={section} title={t(`${section}Title` as never)}>
          <p>{t(`${section}Text` as never)}</p>
        </ProseSection>
      ))}
    </ProsePage>
  )
}
