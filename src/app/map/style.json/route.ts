import { DEFAULT_LOCALE, isLocale } from '@/domain/locales'
import { currentDistrictFile, districtAssets, districtFileVersion } from '@/features/basemap/district'
import { districtStyle } from '@/features/basemap/style'
import { conditionalResponse } from '@/features/http/conditional-response'
import { MAP_STYLE_URL } from '@/features/map/basemap'

export const dynamic = 'force-dynamic'

/**
 * The style every map asks for. With a district file in place: our own streets, labelled in `?lang`.
 * Without one: a redirect to the configured style (unchanged from before the district file), or 404
 * when none is configured, which the map answers with its plain local style.
 */
export async function GET(request: Request) {
  const requested = new URL(request.url).searchParams.get('lang')
  const lang = isLocale(requested) ? requested : DEFAULT_LOCALE
  const file = await currentDistrictFile()
  if (!file) {
    if (MAP_STYLE_URL) return new Response(null, { status: 307, headers: { Location: MAP_STYLE_URL, 'Cache-Control': 'no-store' } })
    return Response.json({ error: 'No street map is configured' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  const style = districtStyle({ file: { ...file, version: districtFileVersion(file) }, lang, assets: await districtAssets() })
  return conditionalResponse(request, JSON.stringify(style), { contentType: 'application/json', lastModified: file.modified })
}
