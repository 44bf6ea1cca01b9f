/**
 * Marker and cluster-count images drawn on a canvas and added with map.addImage, so nothing on
 * the map needs glyphs (the fallback style has none). Category icons come from the lucide SVGs the
 * server rendered into the page (the icon sprite), so the map and the panels use the same icons.
 */
export const PIXEL_RATIO = 2
export const MARKER_SIZE = 34
const COUNT_FONT = '700 13px "Inter Variable", system-ui, sans-serif'

export type RasterImage = { width: number; height: number; data: Uint8ClampedArray }

function canvas(size: number) {
  const c = document.createElement('canvas')
  c.width = c.height = size * PIXEL_RATIO
  const ctx = c.getContext('2d')!
  ctx.scale(PIXEL_RATIO, PIXEL_RATIO)
  return { c, ctx }
}

const toRaster = (c: HTMLCanvasElement, ctx: CanvasRenderingContext2D): RasterImage => {
  const { width, height, data } = ctx.getImageData(0, 0, c.width, c.height)
  return { width, height, data }
}

/** A category-coloured disc with a white ring and, once loaded, the white category icon. */
export function drawMarker(colour: string, icon?: HTMLImageElement): RasterImage {
  const { c, ctx } = canvas(MARKER_SIZE)
  const r = MARKER_SIZE / 2
  ctx.beginPath()
  ctx.arc(r, r, r - 1.5, 0, Math.PI * 2)
  ctx.fillStyle = colour
  ctx.fill()
  ctx.lineWidth = 2.5
  ctx.strokeStyle = '#ffffff'
  ctx.stroke()
  if (icon) ctx.drawImage(icon, r - 9, r - 9, 18, 18)
  else {
    ctx.beginPath()
    ctx.arc(r, r, 4, 0, Math.PI * 2)
    ctx.fillStyle = '#ffffff'
    ctx.fill()
  }
  return toRaster(c, ctx)
}

/** The white number drawn over a cluster's circle. */
export function drawCount(text: string): RasterImage {
  const width = Math.max(24, text.length * 9 + 8)
  const c = document.createElement('canvas')
  c.width = width * PIXEL_RATIO
  c.height = 24 * PIXEL_RATIO
  const ctx = c.getContext('2d')!
  ctx.scale(PIXEL_RATIO, PIXEL_RATIO)
  ctx.font = COUNT_FONT
  ctx.fillStyle = '#ffffff'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(text, width / 2, 12.5)
  return toRaster(c, ctx)
}

/** Loads the server-rendered lucide SVG of a category as a white image. */
export async function loadIconImage(svg: SVGSVGElement): Promise<HTMLImageElement | undefined> {
  const clone = svg.cloneNode(true) as SVGSVGElement
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  clone.setAttribute('width', '36')
  clone.setAttribute('height', '36')
  clone.setAttribute('stroke', '#ffffff')
  clone.removeAttribute('class')
  const img = new Image()
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`
  try {
    await img.decode()
    return img
  } catch {
    return undefined
  }
}
