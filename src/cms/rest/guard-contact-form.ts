import { CONTACT_HONEYPOT } from '@/domain/contact'
import { isLocale } from '@/domain/locales'
import { CONTACT_RATE_LIMIT } from '@/domain/rate-limit'
import { foreignOrigin, sendsJson } from '@/features/ingest/guards'
import { withBufferedBody } from '@/features/http/request-body'

import { refusedByRate } from './rate-limited'
import { restError } from './rest-error'

const CONTACT_CREATE = '/api/contact-messages'

/** CONTACT_RATE_LIMIT (messages per client per window) raises the default for the test suite, whose every browser shares one address. */
function contactRules() {
  const raised = Number(process.env.CONTACT_RATE_LIMIT)
  if (!Number.isFinite(raised) || raised <= 0) return CONTACT_RATE_LIMIT
  return {
    client: { ...CONTACT_RATE_LIMIT.client, maxRequests: raised },
    endpoint: { ...CONTACT_RATE_LIMIT.endpoint, maxRequests: Math.max(raised * 10, CONTACT_RATE_LIMIT.endpoint.maxRequests) },
  }
}

/**
 * The contact form is the one collection anyone may write to, so it gets the ingest endpoints'
 * guards before Payload sees a post (issue 28): another site's page cannot post (a cross-site form
 * post needs no preflight, so only Origin and Sec-Fetch-Site tell), only JSON (the form sends
 * nothing else), a few messages per client and a cap for everyone, a honeypot, and a locale of
 * the six. The body was already read within its cap by `capRestBody`.
 */
export function guardContactForm<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    if (new URL(request.url).pathname.replace(/\/$/, '') !== CONTACT_CREATE) return handler(request, context)
    if (foreignOrigin(request)) return restError(403, 'Messages can only be sent from the guide itself')
    if (!sendsJson(request)) return restError(415, 'Send the message as application/json')
    const tooMany = await refusedByRate(request, 'contact', contactRules(), 'Too many messages: try again later')
    if (tooMany) return tooMany
    let body: unknown
    try {
      body = await request.clone().json()
    } catch {
      return restError(400, 'The message is not valid JSON')
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return handler(request, context)
    const { [CONTACT_HONEYPOT]: trap, ...message } = body as Record<string, unknown>
    // A bot's post: thanked like any other and never stored, so there is nothing for it to learn.
    if (typeof trap === 'string' ? trap.trim() !== '' : trap != null)
      return Response.json({ message: 'Message sent' }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
    if (message.locale !== undefined && !isLocale(message.locale)) return restError(400, 'locale must be one of the guide’s languages')
    return handler(withBufferedBody(request, new TextEncoder().encode(JSON.stringify(message))), context)
  }
}
