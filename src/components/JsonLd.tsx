import { jsonLdText } from '@/domain/structured-data'

/** Structured data for search engines (issue 25); a data block, never run, so the CSP does not apply. */
export function JsonLd({ data }: { data: object | object[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
