import { DISTRICT_FILE_PATTERN } from '@/domain/district-map'
import { fileInBasemapDir } from '@/features/basemap/district'
import { fileResponse } from '@/features/http/file-response'

export const dynamic = 'force-dynamic'

/** The district's tiles, read by range; a file's name carries its build date, so it never changes under its address. */
async function serve(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const filePath = DISTRICT_FILE_PATTERN.test(file) ? fileInBasemapDir(file) : null
  const response =
    filePath &&
    (await fileResponse(request, filePath, { contentType: 'application/vnd.pmtiles', cacheControl: 'public, max-age=31536000, immutable' }))
  return response || Response.json({ error: 'No such map file' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

export { serve as GET, serve as HEAD }
