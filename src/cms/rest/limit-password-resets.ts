import { PASSWORD_RESET_RATE_LIMIT } from '@/domain/rate-limit'

import { refusedByRate } from './rate-limited'

const FORGOT_PASSWORD = /^\/api\/users\/forgot-password\/?$/

/** "Forgot password?" emails an account's owner: a few requests per client and a cap for everyone, so no stranger floods an inbox. */
export function limitPasswordResets<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    if (!FORGOT_PASSWORD.test(new URL(request.url).pathname)) return handler(request, context)
    return (
      (await refusedByRate(request, 'forgot-password', PASSWORD_RESET_RATE_LIMIT, 'Too many password reset requests: try again later')) ??
      handler(request, context)
    )
  }
}
