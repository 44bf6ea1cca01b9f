/**
 * Payload's REST paths whose operations rewrite a user's whole `sessions` array: login (and
 * first-register, which signs the new user in) appends by reading the array and writing it back,
 * logout and refresh filter it the same way, reset-password empties it and adds one.
 */
const SESSION_WRITES = /^\/api\/[^/]+\/(login|first-register|logout|refresh-token|reset-password)\/?$/

let queue: Promise<unknown> = Promise.resolve()

/**
 * Runs those requests one at a time in this process. Two overlapping logins of one account each
 * write back the array they read, so one session is lost and its token is silently anonymous from
 * then on (payloadcms/payload#18132, #16027, open in 3.90). Logins are rare; a queue costs nothing.
 */
export function serializeSessionWrites<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return (request: Request, context: Context): Promise<Response> => {
    if (!SESSION_WRITES.test(new URL(request.url).pathname)) return handler(request, context)
    const run = queue.then(() => handler(request, context))
    queue = run.catch(() => undefined)
    return run
  }
}
