import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/locales'

type Id = number | string

/** Demo partners for the screen displays (issue 5). Their logos are drawn here as SVG: no remote images. */
const PARTNERS: { name: string; initials: string; colour: string; towns: string[]; url: string }[] = [
  {
    name: 'Huntingdonshire Visitor Partnership',
    initials: 'HVP',
    colour: '#0b4f6c',
    towns: [],
    url: 'https://example.org/visitor-partnership',
  },
  {
    name: 'Great Ouse Heritage Trust',
    initials: 'GO',
    colour: '#1f6f43',
    towns: ['huntingdon', 'st-ives', 'st-neots'],
    url: 'https://example.org/ouse-heritage',
  },
  { name: 'Market Towns Business Forum', initials: 'MT', colour: '#8a3b12', towns: [], url: 'https://example.org/business-forum' },
  { name: 'Fenland Walking Group', initials: 'FW', colour: '#5b2a86', towns: ['ramsey'], url: 'https://example.org/fenland-walks' },
]

const LOGO_ALT: Record<Locale, (name: string) => string> = {
  en: (name) => `${name} logo`,
  es: (name) => `Logotipo de ${name}`,
  fr: (name) => `Logo de ${name}`,
  pl: (name) => `Logo: ${name}`,
  lt: (name) => `${name} logotipas`,
  pt: (name) => `Logótipo de ${name}`,
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

const LOGO = { width: 600, height: 160, textX: 164, fontSize: 38, lineChars: 19 }

/** Words into at most two lines of about LOGO.lineChars characters (what fits beside the roundel). */
function wrapName(name: string): string[] {
  const lines: string[] = []
  for (const word of name.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && (last.length + 1 + word.length <= LOGO.lineChars || lines.length === 2))
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** A wide badge: a coloured roundel with the initials and the name beside it, legible when scaled down. */
function partnerLogoSvg(name: string, initials: string, colour: string): string {
  const lines = wrapName(name)
  const room = LOGO.width - LOGO.textX - 16
  const text = (line: string, y: number) =>
    `<text x="${LOGO.textX}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${LOGO.fontSize}" font-weight="700" fill="#172026"${
      // A line longer than planned is squeezed to fit rather than cut off.
      line.length > LOGO.lineChars ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : ''
    }>${escapeXml(line)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO.width} ${LOGO.height}" width="${LOGO.width}" height="${LOGO.height}">
<rect width="${LOGO.width}" height="${LOGO.height}" rx="16" fill="#ffffff"/>
<circle cx="80" cy="80" r="64" fill="${colour}"/>
<text x="80" y="${initials.length > 2 ? 96 : 100}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${initials.length > 2 ? 44 : 56}" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
${lines.map((line, i) => text(line, lines.length === 1 ? 93 : 72 + i * 46)).join('\n')}
</svg>`
}

/** Creates the demo partners with their generated logos; `townIds` maps town slugs to ids. */
export async function seedPartners(payload: Payload, townIds: Map<string, Id>, context: Record<string, unknown>): Promise<void> {
  for (const [order, partner] of PARTNERS.entries()) {
    const svg = Buffer.from(partnerLogoSvg(partner.name, partner.initials, partner.colour))
    const slug = partner.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const logo = await payload.create({
      collection: 'media',
      locale: DEFAULT_LOCALE,
      context,
      data: { alt: LOGO_ALT[DEFAULT_LOCALE](partner.name) },
      file: { data: svg, mimetype: 'image/svg+xml', name: `partner-${slug}.svg`, size: svg.length },
    })
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE))
      await payload.update({ collection: 'media', id: logo.id, locale, context, data: { alt: LOGO_ALT[locale](partner.name) } })
    await payload.create({
      collection: 'partners',
      context,
      data: {
        name: partner.name,
        logo: logo.id as number,
        towns: partner.towns.map((t) => townIds.get(t) as number),
        url: partner.url,
        order,
      },
    })
  }
}
