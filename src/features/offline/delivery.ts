import { type DeliveryAnswer, isJsonContentType, QUEUE_REQUEST_TIMEOUT_MS } from '@/domain/offline-queue'

/**
 * What came back, read for the queue's rules: a JSON body is read and parsed, any other body is
 * cancelled unread. A body left unread keeps its connection busy, and the page never reaches
 * "network idle".
 */
export async function readAnswer(response: Response): Promise<DeliveryAnswer> {
  const contentType = response.headers.get('content-type')
  if (!isJsonContentType(contentType)) {
    await response.body?.cancel().catch(() => undefined)
    return { status: response.status, contentType, body: undefined }
  }
  // A body cut off or stalled throws here: no answer, as when nothing came back.
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    // A body that says JSON and is not: not our answer.
    body = undefined
  }
  return { status: response.status, contentType, body }
}

/**
 * Sends one queue request. A request that has not answered (body included) within `timeoutMs` is
 * given up like any network failure: the item stays queued, and the run is free for the next try.
 */
export async function deliver(
  url: string,
  init: RequestInit,
  { timeoutMs = QUEUE_REQUEST_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<DeliveryAnswer> {
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined
  try {
    return await readAnswer(await fetchImpl(url, { ...init, signal }))
  } catch {
    // No connection, refused, reset, or timed out while waiting for the answer or reading it.
    return 'network-error'
  }
}
