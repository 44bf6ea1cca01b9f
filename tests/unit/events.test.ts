import ical, { type VEvent } from 'node-ical'
import { describe, expect, it } from 'vitest'

import { eventSlug, icsFileName, isEventPageKept, isUpcoming, splitEvents } from '@/domain/events'
import { eventsCalendar } from '@/features/events/calendar'

const NOW = new Date('2026-03-28T10:00:00Z')
const octets = (s: string) => new TextEncoder().encode(s).length

/** The VEVENTs of an iCalendar, read by node-ical (an independent RFC 5545 parser). */
const parseEvents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT')

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

describe('event pages (issue 25)', () => {
  it('makes an address from the English title and the London date', () => {
    expect(eventSlug("Lunchtime talk: Cromwell's schooldays", '2026-12-02T12:30:00.000Z')).toBe(
      'lunchtime-talk-cromwells-schooldays-2026-12-02',
    )
    // 00:30 on 30 June in London is still 29 June in UTC.
    expect(eventSlug('Midsummer swim', '2026-06-29T23:30:00.000Z')).toBe('midsummer-swim-2026-06-30')
    expect(eventSlug('Wykład: łąka', '2026-01-05T10:00:00Z')).toBe('wyklad-laka-2026-01-05')
    expect(eventSlug('???', 'not a date')).toBe('event')
  })

  it('keeps a page for 180 days after the event finished', () => {
    const event = { start: '2026-01-01T10:00:00Z', end: '2026-01-01T12:00:00Z' }
    expect(isEventPageKept(event, new Date('2026-06-29T12:00:00Z'))).toBe(true)
    expect(isEventPageKept(event, new Date('2026-06-30T12:00:01Z'))).toBe(false)
  })
})

describe('iCalendar (RFC 5545, built with ical-generator)', () => {
  const talk = {
    id: 42,
    title: 'Talk: tea, cake; and Cromwell',
    description: `Meet at the museum door, on time; bring a friend.\nSecond line. ${'Long text about the fens and the river. '.repeat(4)}`,
    start: '2026-06-03T11:30:00.000Z',
    end: '2026-06-03T12:30:00.000Z',
    location: 'Cromwell Museum, Huntingdon',
    coordinates: [-0.1843, 52.3312] as const,
    url: 'https://guide.example/en/explore/huntingdon/events/talk-2026-06-03',
    updatedAt: '2026-03-01T09:00:00.000Z',
  }

  it('writes CRLF lines of at most 75 octets, folding long text without splitting a letter', () => {
    const ics = eventsCalendar([{ ...talk, description: `${'Łąka żółć '.repeat(20)}` }], { now: NOW, uidDomain: 'guide.example' })
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(ics).not.toContain('\uFFFD')
    expect(parseEvents(ics)[0].description).toBe('Łąka żółć '.repeat(20))
  })

  it('parses back: stable UID, London times with their VTIMEZONE, text unescaped', () => {
    const ics = eventsCalendar([talk], { now: NOW, uidDomain: 'guide.example' })
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London')
    // 11:30 UTC in June is 12:30 BST: the calendar says 12:30 in London.
    expect(ics).toContain('DTSTART;TZID=Europe/London:20260603T123000')
    // DTSTAMP and LAST-MODIFIED are always UTC (RFC 5545 §3.8.7): the event's last edit, so an unchanged feed is unchanged.
    expect(ics).toContain('\r\nDTSTAMP:20260301T090000Z\r\n')
    expect(ics).toContain('\r\nLAST-MODIFIED:20260301T090000Z\r\n')
    const [event] = parseEvents(ics)
    expect(event.uid).toBe('event-42@guide.example')
    expect(event.start.toISOString()).toBe(talk.start)
    expect(event.end?.toISOString()).toBe(talk.end)
    expect(event.summary).toBe(talk.title)
    expect(event.description).toMatch(/^Meet at the museum door, on time; bring a friend\.\nSecond line\. Long text/)
    expect(event.location).toBe('Cromwell Museum, Huntingdon')
    expect(event.geo).toEqual({ lat: 52.3312, lon: -0.1843 })
    expect(event.url).toMatchObject({ val: talk.url })
    expect(event.lastmodified?.toISOString()).toBe(talk.updatedAt)
    expect(eventsCalendar([talk], { now: new Date(), uidDomain: 'guide.example' })).toContain('UID:event-42@guide.example')
  })

  it('keeps 10:30 in London on both sides of the clock change', () => {
    const ics = eventsCalendar(
      [
        { ...talk, id: 1, start: '2027-03-27T10:30:00Z', end: null }, // Saturday, GMT
        { ...talk, id: 2, start: '2027-03-28T09:30:00Z', end: null }, // Sunday, BST
      ],
      { now: NOW, uidDomain: 'x' },
    )
    expect(ics).toContain('DTSTART;TZID=Europe/London:20270327T103000')
    expect(ics).toContain('DTSTART;TZID=Europe/London:20270328T103000')
    expect(parseEvents(ics).map((e) => e.start.toISOString())).toEqual(['2027-03-27T10:30:00.000Z', '2027-03-28T09:30:00.000Z'])
  })

  it('leaves out DTEND, DESCRIPTION, LOCATION and URL when unknown', () => {
    const ics = eventsCalendar(
      [{ id: 7, title: 'Fair', description: null, start: '2026-06-03T09:00:00Z', end: null, location: null, url: null }],
      { now: NOW, uidDomain: 'x' },
    )
    for (const name of ['DTEND', 'DESCRIPTION', 'LOCATION', 'URL', 'GEO']) expect(ics).not.toMatch(new RegExp(`^${name}[:;]`, 'm'))
  })

  it('names the file after the event', () => {
    expect(icsFileName("Makers' craft fair at Commemoration Hall")).toBe('makers-craft-fair-at-commemoration-hall.ics')
    expect(icsFileName('Wykład: szkolne lata Cromwella')).toBe('wyklad-szkolne-lata-cromwella.ics')
    expect(icsFileName('???')).toBe('event.ics')
  })
})
