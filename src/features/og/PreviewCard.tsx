import { CARD_SIZE, type CardPicture, titleFontSize } from '@/domain/link-preview'

import { CardIcon } from './card-icon'

/**
 * A link preview card, laid out for satori (next/og): every box with more than one child is a
 * flex box, text is plain strings, pictures are inline SVG. No literal text: everything shown
 * comes in through props, in the page's language.
 */

/** The site's own colour (--brand in src/styles/global.css): towns and tours are drawn in it. */
export const SITE_COLOUR = '#0b4f6c'

const INK = '#17242c'
const MUTED = '#4a5a64'
const PICTURE_BACKGROUND = '#eef3f0'
const PICTURE_GRID = '#dce6e0'
const WHITE = '#ffffff'

/** Room around the picture and beside the text, in pixels. */
const PICTURE_MARGIN = 48
const STRIP = 14
const TEXT_PADDING = { top: 52, right: 28, bottom: 48, left: 52 }

export type PreviewCardProps = {
  title: string
  /** What it is, shown beside its icon: a category's label, "Walking tour", "Town guide"… */
  kind: string
  townName: string
  /** A second line under the title (an address, a town's tagline, a tour's stops), or nothing. */
  detail?: string | null
  /** A hex colour: the category's, or SITE_COLOUR. */
  colour: string
  /** A lucide icon name from CATEGORY_ICONS (others draw the pin). */
  icon: string
  picture: CardPicture | null
  siteName: string
}

export function PreviewCard({ title, kind, townName, detail, colour, icon, picture, siteName }: PreviewCardProps) {
  const pictureWidth = picture ? picture.width + 2 * PICTURE_MARGIN : 0
  const textWidth = CARD_SIZE.width - STRIP - pictureWidth - TEXT_PADDING.left - TEXT_PADDING.right
  const fontSize = titleFontSize(title, { width: textWidth, lines: 3 })
  return (
    <div
      style={{
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        display: 'flex',
        background: WHITE,
        color: INK,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', width: STRIP, height: '100%', background: colour }} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: textWidth + TEXT_PADDING.left + TEXT_PADDING.right,
          height: '100%',
          padding: `${TEXT_PADDING.top}px ${TEXT_PADDING.right}px ${TEXT_PADDING.bottom}px ${TEXT_PADDING.left}px`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 68,
              height: 68,
              borderRadius: 34,
              background: colour,
              marginRight: 20,
              flexShrink: 0,
            }}
          >
            <CardIcon name={icon} size={38} colour={WHITE} />
          </div>
          <div style={{ display: 'block', lineClamp: 1, fontSize: 32, fontWeight: 700, color: MUTED }}>{kind}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'block', lineClamp: 4, fontSize, fontWeight: 700, lineHeight: 1.12, letterSpacing: '-0.01em' }}>
            {title}
          </div>
          {detail ? (
            <div style={{ display: 'block', lineClamp: 2, marginTop: 18, fontSize: 28, lineHeight: 1.3, color: MUTED }}>{detail}</div>
          ) : null}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 700, color: SITE_COLOUR }}>
            <CardIcon name="MapPin" size={32} colour={SITE_COLOUR} />
            <div style={{ display: 'block', lineClamp: 1, marginLeft: 10 }}>{townName}</div>
          </div>
          <div style={{ display: 'block', lineClamp: 1, marginTop: 8, fontSize: 24, color: MUTED }}>{siteName}</div>
        </div>
      </div>
      {picture ? <Picture picture={picture} icon={icon} /> : null}
    </div>
  )
}

/** Faint lines every so many pixels: the picture reads as a map without pretending to be one. */
const GRID_STEP = 55

function Picture({ picture, icon }: { picture: CardPicture; icon: string }) {
  const { width, height, dots, line, marks } = picture
  const grid = Array.from({ length: Math.floor(width / GRID_STEP) - 1 }, (_, i) => (i + 1) * GRID_STEP)
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width,
        height,
        alignSelf: 'center',
        marginLeft: PICTURE_MARGIN,
        marginRight: PICTURE_MARGIN,
        borderRadius: 32,
        background: PICTURE_BACKGROUND,
        border: `2px solid ${PICTURE_GRID}`,
        overflow: 'hidden',
      }}
    >
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ position: 'absolute', left: 0, top: 0 }}>
        {grid.map((at) => (
          <line key={`v${at}`} x1={at} y1={0} x2={at} y2={height} stroke={PICTURE_GRID} strokeWidth={2} />
        ))}
        {grid.map((at) => (
          <line key={`h${at}`} x1={0} y1={at} x2={width} y2={at} stroke={PICTURE_GRID} strokeWidth={2} />
        ))}
        {dots.map((dot, i) => (
          <circle key={i} cx={dot.x} cy={dot.y} r={9} fill={dot.colour} fillOpacity={0.6} stroke={WHITE} strokeWidth={2} />
        ))}
        {line && (
          <polyline
            points={line.map(([x, y]) => `${x},${y}`).join(' ')}
            fill="none"
            stroke={SITE_COLOUR}
            strokeWidth={7}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
      {marks.map((mark, i) =>
        mark.label === null ? (
          <PlaceMark key={i} x={mark.x} y={mark.y} colour={mark.colour} icon={icon} />
        ) : (
          <div
            key={i}
            style={{
              display: 'flex',
              position: 'absolute',
              left: mark.x - 18,
              top: mark.y - 18,
              width: 36,
              height: 36,
              borderRadius: 18,
              alignItems: 'center',
              justifyContent: 'center',
              background: mark.colour,
              border: `3px solid ${WHITE}`,
              color: WHITE,
              fontSize: 17,
              fontWeight: 700,
            }}
          >
            {mark.label}
          </div>
        ),
      )}
    </div>
  )
}

/** `#rrggbb` at some opacity, for a halo whose content stays opaque. */
function translucent(hex: string, alpha: number) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}

/** The place a card is about: a disc with its category's icon, in a halo that finds it among the dots. */
function PlaceMark({ x, y, colour, icon }: { x: number; y: number; colour: string; icon: string }) {
  return (
    <div
      style={{
        display: 'flex',
        position: 'absolute',
        left: x - 44,
        top: y - 44,
        width: 88,
        height: 88,
        borderRadius: 44,
        alignItems: 'center',
        justifyContent: 'center',
        background: translucent(colour, 0.25),
      }}
    >
      <div
        style={{
          display: 'flex',
          width: 56,
          height: 56,
          borderRadius: 28,
          alignItems: 'center',
          justifyContent: 'center',
          background: colour,
          border: `4px solid ${WHITE}`,
        }}
      >
        <CardIcon name={icon} size={28} colour={WHITE} />
      </div>
    </div>
  )
}
