/**
 * Whether a multipart/form-data body is whole: it names a boundary and ends with that boundary's
 * closing line. Payload's form parser throws a plain Error on anything less ("Unexpected end of
 * form"), which it would answer 500; such a body is the client's mistake (issue 28 fuzz).
 */
export function isCompleteMultipart(contentType: string, body: Uint8Array): boolean {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  const boundary = match?.[1] ?? match?.[2]
  if (!boundary) return false
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('latin1')
  return text.startsWith(`--${boundary}`) && text.trimEnd().endsWith(`--${boundary}--`)
}
