import { fileInBasemapDir } from '@/features/basemap/district'
import { fileResponse } from '@/features/http/file-response'

export const dynamic = 'force-dynamic'

const SPRITE_FILE = /^light(@2x)?\.(json|png)$/

/** The style's icons (one sheet and its index, at two pixel densities), fetched by the deploy step. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const filePath = SPRITE_FILE.test(file) ? fileInBasemapDir('sprites', file) : null
  const contentType = file.endsWith('.png') ? 'image/png' : 'application/json'
  const response = filePath && (await fileResponse(request, filePath, { contentType, cacheControl: 'public, max-age=86400' }))
  return response || Response.json({ error: 'No such sprite' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}
