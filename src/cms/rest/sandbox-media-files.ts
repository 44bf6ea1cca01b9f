const MEDIA_FILE_PATH = /^\/api\/[^/]+\/file\//

/**
 * An uploaded file that is not an image downloads instead of opening on our origin. (Its
 * sandboxing Content-Security-Policy comes from next.config.ts: src/domain/security-headers.ts.)
 */
export function sandboxMediaFiles<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const response = await handler(request, context)
    if (!MEDIA_FILE_PATH.test(new URL(request.url).pathname) || /^image\//i.test(response.headers.get('content-type') ?? ''))
      return response
    const headers = new Headers(response.headers)
    headers.set('Content-Disposition', 'attachment')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
