import { districtVersionOf } from '@/domain/district-map'
import { isStreetPictureTile } from '@/domain/street-picture'
import { currentDistrictFile, districtFileVersion } from '@/features/basemap/district'
import { districtTile, streetPictureSvg } from '@/features/basemap/street-picture'

export const dynamic = 'force-dynamic'

const notFound = (error: string) => Response.json({ error }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
const DIGITS = /^\d{1,6}$/

/**
 * One tile of the district's streets as a picture, for the map's first picture (MapPreview). The
 * address carries the district file's version: the current version's pictures never change, so a
 * browser, nginx or the service worker may keep them for good; an older page's address gets the
 * current file's picture, kept only briefly.
 */
export async function GET(request: Request, { params }: { params: Promise<{ z: string; x: string; y: string }> }) {
  const { z, x, y } = await params
  const yDigits = y.endsWith('.svg') ? y.slice(0, -4) : ''
  if (![z, x, yDigits].every((part) => DIGITS.test(part))) return notFound('No such street picture')
  const tile = { z: Number(z), x: Number(x), y: Number(yDigits) }
  if (!isStreetPictureTile(tile.z, tile.x, tile.y)) return notFound('No such street picture')
  const file = await currentDistrictFile()
  if (!file) return notFound('No district map is in place')
  const bytes = await districtTile(file, tile.z, tile.x, tile.y)
  if (!bytes) return notFound('The district map has no streets here')
  const current = districtVersionOf(request.url) === districtFileVersion(file)
  return new Response(streetPictureSvg(bytes, tile.z), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  })
}
