import 'server-only'

import { createTranslator } from 'next-intl'

import { LANGUAGE_TAGS, type Locale, localizedPath } from '@/domain/locales'
import { escapeHtml } from '@/domain/urls'

/**
 * The 404 for an address Next's router cannot decode (src/domain/urls.ts isRoutablePath). Next
 * fails on such a path even after a rewrite, so the proxy answers with this small page itself:
 * the same words as the site's 404, in the visitor's language, naming the address they typed.
 */
export async function unreadableAddressResponse(locale: Locale, pathname: string): Promise<Response> {
  const messages = (await import(`../../../messages/${locale}.json`)).default
  const t = createTranslator({ locale, messages, namespace: 'Errors' })
  const title = t('notFoundTitle')
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:40rem;margin:3rem auto;padding:0 1rem}a{color:#0b4f6c}</style></head>
<body><main>
<p>${escapeHtml(t('statusCode', { code: 404 }))}</p>
<h1>${escapeHtml(title)}</h1>
<p><strong>${escapeHtml(t('pageNotFound', { path: pathname }))}</strong></p>
<p>${escapeHtml(t('notFoundDescription'))}</p>
<p><a href="${localizedPath(locale, '/')}">${escapeHtml(t('goHome'))}</a></p>
</main></body>
</html>`
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}
