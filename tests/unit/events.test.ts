import { describe, expect, it } from 'vitest'

import {
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  formatIcsUtc,
  ICS_LINE_BREAK,
  ICS_MAX_LINE_OCTETS,
  icsFileName,
  isUpcoming,
  splitEvents,
} from '@/domain/events'

const NOW = new Date('2026-03-28T10:00:00Z')
const octets = (s: string) => new TextEncoder().encode(s).length

/** A small RFC 5545 reader for the test: unfold, split into properties, unescape TEXT values. */
function parseIcs(text: string) {
  const unfolded = text.replace(/\r\n[ \t]/g, '')
  const lines = unfolded.split('\r\n')
  expect(lines.pop()).toBe('') // the file ends with CRLF
  const props = lines.map((line) => {
    const colon = line.indexOf(':')
    return { name: line.slice(0, colon), value: line.slice(colon + 1) }
  })
  const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c))
  const get = (name: string) => props.find((p) => p.name === name)?.value
  return { lines, props, get, text: (name: string) => unescape(get(name) ?? '') }
}

describe('events list (spec §2: events list, upcoming first)', () => {
  const events = [
    { id: 1, start: '2026-03-20T10:00:00Z', end: '2026-03-20T12:00:00Z' }, // past
    { id: 2, start: '2026-04-02T10:00:00Z', end: null }, // upcoming
    { id: 3, start: '2026-03-28T09:00:00Z', end: '2026-03-28T11:00:00Z' }, // happening now
    { id: 4, start: '2026-03-27T10:00:00Z', end: null }, // past, no end
    { id: 5, start: '2026-03-29T10:00:00Z', end: '2026-03-29T11:00:00Z' }, // upcoming, sooner
  ]

  it('keeps an event upcoming until it has finished', () => {
    expect(isUpcoming(events[2], NOW)).toBe(true)
    expect(isUpcoming(events[3], NOW)).toBe(false)
    expect(isUpcoming({ start: '2026-03-28T10:00:00Z', end: null }, NOW)).toBe(true)
  })

  it('lists upcoming soonest first and past most recent first', () => {
    const { upcoming, past } = splitEvents(events, NOW)
    expect(upcoming.map((e) => e.id)).toEqual([3, 5, 2])
    expect(past.map((e) => e.id)).toEqual([4, 1])
  })
})

describe('iCalendar export (RFC 5545)', () => {
  it('escapes TEXT values (§3.3.11)', () => {
    expect(escapeIcsText('Tea, cake; and \\ more\nnext line')).toBe('Tea\\, cake\\; and \\\\ more\\nnext line')
  })

  it('writes UTC date-times (§3.3.5)', () => {
    expect(formatIcsUtc(new Date('2026-06-03T11:30:00+01:00'))).toBe('20260603T103000Z')
    expect(() => formatIcsUtc(new Date('nope'))).toThrow()
  })

  it('folds lines at 75 octets without splitting UTF-8 characters (§3.1)', () => {
    const long = `DESCRIPTION:${'Łąka żółć '.repeat(20)}`
    const folded = foldIcsLine(long)
    const parts = folded.split(ICS_LINE_BREAK)
    expect(parts.length).toBeGreaterThan(3)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(ICS_MAX_LINE_OCTETS)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(long)
    expect(folded).not.toContain('\uFFFD')
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short')
  })

  it('builds a VCALENDAR with one VEVENT that parses back', () => {
    const ics = buildIcs(
      {
        id: 42,
        title: 'Talk: tea, cake; and Cromwell',
        description: `Meet at the museum door, on time; bring a friend.\nSecond line. ${'Long text about the fens and the river. '.repeat(4)}`,
        start: '2026-06-03T11:30:00.000Z',
        end: '2026-06-03T12:30:00.000Z',
        location: 'Cromwell Museum, Huntingdon',
        url: 'https://www.cromwellmuseum.org/',
      },
      { now: NOW, uidDomain: 'guide.example' },
    )
    // CRLF everywhere, no bare LF, and every physical line within 75 octets.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(ics.split('\r\n').some((line) => line.startsWith(' '))).toBe(true) // the description was folded

    const parsed = parseIcs(ics)
    expect(parsed.lines[0]).toBe('BEGIN:VCALENDAR')
    expect(parsed.lines.at(-1)).toBe('END:VCALENDAR')
    expect(parsed.get('VERSION')).toBe('2.0')
    expect(parsed.get('PRODID')).toBeTruthy()
    expect(parsed.lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(parsed.get('UID')).toBe('event-42@guide.example')
    expect(parsed.get('DTSTAMP')).toBe('20260328T100000Z')
    expect(parsed.get('DTSTART')).toBe('20260603T113000Z')
    expect(parsed.get('DTEND')).toBe('20260603T123000Z')
    expect(parsed.get('SUMMARY')).toBe('Talk: tea\\, cake\\; and Cromwell')
    expect(parsed.text('SUMMARY')).toBe('Talk: tea, cake; and Cromwell')
    expect(parsed.text('DESCRIPTION')).toMatch(/^Meet at the museum door, on time; bring a friend\.\nSecond line\. Long text/)
    expect(parsed.text('LOCATION')).toBe('Cromwell Museum, Huntingdon')
    expect(parsed.get('URL')).toBe('https://www.cromwellmuseum.org/')
  })

  it('leaves out DTEND, DESCRIPTION, LOCATION and URL when unknown', () => {
    const parsed = parseIcs(
      buildIcs(
        { id: 7, title: 'Fair', description: null, start: '2026-06-03T09:00:00Z', end: null, location: null, url: null },
        { now: NOW, uidDomain: 'x' },
      ),
    )
    expect(parsed.props.map((p) => p.name)).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART',
      'SUMMARY',
      'END',
      'END',
    ])
  })

  it('names the file after the event', () => {
    expect(icsFileName("Makers' craft fair at Commemoration Hall")).toBe('makers-craft-fair-at-commemoration-hall.ics')
    expect(icsFileName('Wykład: szkolne lata Cromwella')).toBe('wyklad-szkolne-lata-cromwella.ics')
    expect(icsFileName('???')).toBe('event.ics')
  })
})
