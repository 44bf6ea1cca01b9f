/** An error in the shape Payload's REST API answers (`{ errors: [{ message }] }`), never cached. */
export const restError = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
