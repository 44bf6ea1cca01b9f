import { fileInBasemapDir } from '@/features/basemap/district'
import { fileResponse } from '@/features/http/file-response'

export const dynamic = 'force-dynamic'

const RANGE = /^\d+-\d+\.pbf$/

/** The labels' glyphs, fetched by the deploy step for the scripts of the six languages; a day's cache. */
export async function GET(request: Request, { params }: { params: Promise<{ fontstack: string; range: string }> }) {
  const { fontstack, range } = await params
  // MapLibre asks for a stack ("A,B") when a layer names several fonts: the first one kept answers.
  // Next has decoded the segment already (a second decoding would throw on a literal %).
  for (const font of fontstack.split(',')) {
    const filePath = RANGE.test(range) ? fileInBasemapDir('fonts', font.trim(), range) : null
    const response =
      filePath && (await fileResponse(request, filePath, { contentType: 'application/x-protobuf', cacheControl: 'public, max-age=86400' }))
    if (response) return response
  }
  return Response.json({ error: 'No such glyphs' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}
