import { restQueryProblems } from '@/domain/rest-query'

import { restError } from './rest-error'

const overridesToGet = (request: Request) =>
  request.method === 'POST' &&
  [request.headers.get('X-Payload-HTTP-Method-Override'), request.headers.get('X-HTTP-Method-Override')].includes('GET')

/**
 * The address Payload will read the query from. A POST marked `X-HTTP-Method-Override: GET` (how
 * its admin asks for relationship options) is run as a GET whose query is in the body, built the
 * way payload/dist/utilities/handleEndpoints.js builds it; there a body that is not JSON throws
 * before Payload's error handling, so Next answers a bare 500.
 */
async function effectiveUrl(request: Request): Promise<URL | 'not json'> {
  if (!overridesToGet(request)) return new URL(request.url)
  const type = request.headers.get('Content-Type')
  const body = type === 'application/x-www-form-urlencoded' || type === 'application/json' ? await request.clone().text() : ''
  if (type === 'application/x-www-form-urlencoded') return new URL(`${request.url}?${body}`)
  if (type !== 'application/json') return new URL(request.url)
  try {
    const data = JSON.parse(body) as { locale?: unknown } | null
    return new URL(data?.locale ? `${request.url}?locale=${data.locale}` : request.url)
  } catch {
    return 'not json'
  }
}

/** A REST request whose query (or overriding body) Payload cannot read is a 400 that says why, before Payload sees it. */
export function refuseMalformedQueries<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const url = await effectiveUrl(request)
    if (url === 'not json') return restError(400, 'The request body is not valid JSON')
    const problems = restQueryProblems(url.pathname, url.searchParams)
    return problems.length ? restError(400, problems.join('; ')) : handler(request, context)
  }
}
