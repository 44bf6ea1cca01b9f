import { readBodyWithin, withBufferedBody } from '@/features/http/request-body'

import { restError } from '../rest/rest-error'

import { guardLogin } from './login-guard'

/**
 * Payload's REST paths (of the users collection only) whose operations rewrite a user's whole
 * `sessions` array: login (and first-register, which signs the new user in) appends by reading the
 * array and writing it back, logout and refresh filter it the same way, reset-password empties it
 * and adds one. Forgot-password and unlock go through here only for the body limits.
 */
const AUTH_WRITES = /^\/api\/users\/(login|first-register|logout|refresh-token|reset-password|forgot-password|unlock)\/?$/
const QUEUED = new Set(['login', 'first-register', 'logout', 'refresh-token', 'reset-password'])

const SESSION_QUEUE = {
  /** Sign-in bodies are a few hundred bytes; a slow or huge one never reaches a queue. */
  bodyLimit: 16 * 1024,
  bodyDeadlineMs: 5000,
  perAccount: 20,
  total: 200,
  /** Longest wait for an account's turn; past it, 503 (the request never runs). */
  waitMs: 10_000,
}

const tails = new Map<string, Promise<void>>()
const waiting = new Map<string, number>()
let waitingTotal = 0

/**
 * Runs `task` after every earlier task of the same account in this process. Two overlapping logins
 * of one account each write back the array they read, so one session is lost and its token is
 * silently anonymous from then on (payloadcms/payload#18132, #16027, open in 3.90). Accounts do
 * not wait for each other, and one account cannot fill the process with waiting requests.
 */
async function inTurn(key: string, task: () => Promise<Response>): Promise<Response> {
  const queued = waiting.get(key) ?? 0
  if (queued >= SESSION_QUEUE.perAccount || waitingTotal >= SESSION_QUEUE.total) {
    return restError(503, 'Too many sign-in requests at once; try again shortly.', { 'Retry-After': '2' })
  }
  waiting.set(key, queued + 1)
  waitingTotal++
  const previous = tails.get(key) ?? Promise.resolve()
  let release!: () => void
  const mine = new Promise<void>((resolve) => (release = resolve))
  tails.set(key, mine)
  const leave = () => {
    waitingTotal--
    const left = (waiting.get(key) ?? 1) - 1
    if (left) waiting.set(key, left)
    else waiting.delete(key)
    if (tails.get(key) === mine) tails.delete(key)
    release()
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), SESSION_QUEUE.waitMs)))
  const turn = await Promise.race([previous.then(() => 'turn' as const), late])
  clearTimeout(timer)
  if (turn === 'late') {
    // Keep the order: whoever queued after this request still waits for the one before it.
    void previous.then(leave)
    return restError(503, 'Sign-in is busy; try again shortly.', { 'Retry-After': '2' })
  }
  try {
    return await task()
  } finally {
    leave()
  }
}

/** The account a request acts on: the email it names, or the user id in its token. */
function accountKey(action: string, request: Request, body: Record<string, unknown>): string {
  if (typeof body.email === 'string') return `email:${body.email.toLowerCase().trim()}`
  if (action === 'reset-password' && typeof body.token === 'string') return `reset:${body.token}`
  const auth = request.headers.get('authorization')?.match(/^(?:JWT|Bearer)\s+(\S+)/i)?.[1]
  const token = auth ?? request.headers.get('cookie')?.match(/(?:^|;\s*)payload-token=([^;]+)/)?.[1]
  try {
    // Unverified on purpose: the key only picks a queue; Payload checks the token itself.
    const id = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString()).id
    if (id !== undefined) return `user:${id}`
  } catch {
    // no readable token: Payload will answer quickly without touching sessions
  }
  return 'anonymous'
}

/** The fields Payload will read: a JSON body, or the `_payload` part of the admin's multipart forms. */
async function fieldsOf(request: Request, bytes: Uint8Array): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  try {
    const text = /^multipart\/form-data/i.test(type)
      ? String((await new Response(Buffer.from(bytes), { headers: { 'content-type': type } }).formData()).get('_payload') ?? '')
      : Buffer.from(bytes).toString('utf8')
    const parsed = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {} // unreadable: Payload answers it
  }
}

export function serializeSessionWrites<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const action = new URL(request.url).pathname.match(AUTH_WRITES)?.[1]
    if (!action) return handler(request, context)
    const read = await readBodyWithin(request, SESSION_QUEUE.bodyLimit, SESSION_QUEUE.bodyDeadlineMs)
    if (!read.ok) return restError(read.status, read.error)
    const buffered = withBufferedBody(request, read.bytes)
    const body = await fieldsOf(request, read.bytes)
    if (!QUEUED.has(action)) return handler(buffered, context)
    const key = accountKey(action, request, body)
    if (action === 'login' && typeof body.email === 'string' && typeof body.password === 'string' && body.password.trim()) {
      return guardLogin(buffered, body.email, body.password, (login) => inTurn(key, () => handler(login, context)))
    }
    return inTurn(key, () => handler(buffered, context))
  }
}
