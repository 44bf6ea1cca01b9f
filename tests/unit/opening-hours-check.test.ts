import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/domain/locales'
import {
  adminLanguage,
  describeDays,
  describeStatus,
  findOpeningHoursError,
  nextDays,
  OPENING_HOURS_EXAMPLE,
  openingHoursProblem,
  openingHoursWord,
  previewOpeningHours,
} from '@/domain/opening-hours-check'
import { openingStatus } from '@/domain/opening-hours'

import { frenchTypographyProblems } from '../../scripts/check-messages.mjs'

// Issue 22 (4): an editor's opening hours are refused on save when the pages could not read them,
// with where it goes wrong, and previewed as typed: the state now and the next seven days in words.
const WEEK = 'Mo-Fr 09:00-17:00; Sa 10:00-16:00; PH off'
/** Friday 22 May 2026, noon in Huntingdon; Monday 25 May is the Spring bank holiday. */
const FRIDAY_NOON = new Date('2026-05-22T11:00:00Z')

describe('checking opening hours as they are saved', () => {
  it('accepts an empty value (a place may have no hours) and every value the pages can read', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      WEEK,
      '24/7',
      'Mo-Su 10:00-16:00 "by appointment"',
      'Apr-Oct: Mo-Su 10:00-17:00',
      'off',
    ]) {
      expect(openingHoursProblem(value), String(value)).toBeNull()
    }
  })

  it('names the word that fails and its position, and shows how to write hours', () => {
    expect(findOpeningHoursError('Mo-Fx 09:00-17:00')).toEqual({ near: 'Mo-Fx', at: 4 })
    expect(openingHoursProblem('Mo-Fx 09:00-17:00')).toBe(
      'Opening hours: unexpected “Mo-Fx” at character 4 — write them like Mo-Fr 09:00-17:00; Sa 10:00-16:00',
    )
    // Counted in the value as typed, leading spaces included; a later rule is found as such.
    expect(findOpeningHoursError('  Mo-Fx 09:00')).toEqual({ near: 'Mo-Fx', at: 6 })
    expect(findOpeningHoursError('Mo-Fr 09:00-17:00; Sx 10:00-12:00')).toEqual({ near: 'Sx', at: 21 })
    expect(findOpeningHoursError('Mo-Fr 09:00-17:00 | Sa 10:00-12:00')).toEqual({ near: '|', at: 19 })
  })

  it('refuses the typos that would silently take "open now" off a place', () => {
    for (const typo of ['Mo-Fr 09:00-1700', 'Mo-Fr 09:60-17:00', 'Mo-Fr 12:00', 'whenever we are in', 'Mo-Fr 09:00-17:00 "unclosed']) {
      expect(openingHoursProblem(typo), typo).toMatch(/^Opening hours: unexpected “.+” at character \d+ — write them like /)
      // The rule the pages use agrees: they could not show these.
      expect(openingStatus(typo, FRIDAY_NOON), typo).toBeNull()
    }
  })

  it('cuts a long word in the message', () => {
    const { near } = findOpeningHoursError('Mo-Fr 09:00-17:00,thisgoesonandonandonwithoutaspace') as { near: string }
    expect(near.length).toBeLessThanOrEqual(24)
    expect(near.endsWith('…')).toBe(true)
  })

  it('speaks the editor’s admin language, English for any other', () => {
    expect(openingHoursProblem('Mo-Fx 09:00', 'fr')).toBe(
      `Horaires\u00A0: «\u00A0Mo-Fx\u00A0» inattendu au caractère 4 — écrivez-les comme ceci\u00A0: ${OPENING_HOURS_EXAMPLE}`,
    )
    expect(openingHoursProblem('Mo-Fx 09:00', 'pl')).toContain('„Mo-Fx” na pozycji 4')
    expect(openingHoursProblem('Mo-Fx 09:00', 'de')).toBe(openingHoursProblem('Mo-Fx 09:00', 'en'))
    expect(adminLanguage('pt')).toBe('pt')
    expect(adminLanguage('zh')).toBe('en')
    expect(adminLanguage(undefined)).toBe('en')
  })

  it('has every word in the six languages, French with its no-break spaces', () => {
    const keys = ['problem', 'unreadable', 'open', 'closed', 'unknown', 'closes', 'closesDay', 'opens', 'opensDay', 'dayClosed'] as const
    for (const key of keys) {
      const english = openingHoursWord('en', key)
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        expect(openingHoursWord(locale, key), `${locale} ${key}`).not.toBe(english)
      }
      expect(frenchTypographyProblems(openingHoursWord('fr', key)), key).toEqual([])
    }
  })
})

describe('previewing opening hours as they are typed', () => {
  it('says whether the place is open now and when that changes', () => {
    expect(describeStatus(openingStatus(WEEK, FRIDAY_NOON)!, 'en')).toBe('Open now · closes 17:00')
    // Friday 19:00 → Saturday 10:00; Saturday 17:00 → Tuesday (Monday is a bank holiday).
    expect(describeStatus(openingStatus(WEEK, new Date('2026-05-22T18:00:00Z'))!, 'en')).toBe('Closed · opens Sat 10:00')
    expect(describeStatus(openingStatus(WEEK, new Date('2026-05-23T16:00:00Z'))!, 'en')).toBe('Closed · opens Tue 09:00')
    expect(describeStatus(openingStatus(WEEK, new Date('2026-05-23T16:00:00Z'))!, 'fr')).toBe('Fermé · ouvre mar. à 09:00')
    expect(describeStatus(openingStatus('24/7', FRIDAY_NOON)!, 'es')).toBe('Abierto ahora')
    expect(describeStatus(openingStatus('Mo-Su 10:00-16:00 unknown "ring first"', FRIDAY_NOON)!, 'en')).toBe(
      'Opening hours may vary · “ring first”',
    )
  })

  it('lists today and the six days after it, bank holidays closed', () => {
    const days = nextDays(WEEK, FRIDAY_NOON)!
    expect(days.map((d) => `${d.year}-${d.month}-${d.day}`)).toEqual([
      '2026-5-22',
      '2026-5-23',
      '2026-5-24',
      '2026-5-25',
      '2026-5-26',
      '2026-5-27',
      '2026-5-28',
    ])
    expect(describeDays(days, 'en').map(({ day, hours }) => `${day} ${hours}`)).toEqual([
      'Friday 09:00–17:00',
      'Saturday 10:00–16:00',
      'Sunday closed',
      'Monday closed',
      'Tuesday 09:00–17:00',
      'Wednesday 09:00–17:00',
      'Thursday 09:00–17:00',
    ])
    expect(describeDays(days, 'en')[0].today).toBe(true)
  })

  it('names the days in the admin language, with a capital as a line starts', () => {
    const days = nextDays(WEEK, FRIDAY_NOON)!
    expect(
      describeDays(days, 'fr')
        .slice(0, 3)
        .map(({ day, hours }) => `${day} ${hours}`),
    ).toEqual(['Vendredi 09:00–17:00', 'Samedi 10:00–16:00', 'Dimanche fermé'])
    expect(describeDays(days, 'pl')[2]).toMatchObject({ day: 'Niedziela', hours: 'zamknięte' })
    expect(describeDays(days, 'lt')[0].day).toBe('Penktadienis')
    expect(describeDays(days, 'pt')[0].day).toBe('Sexta-feira')
    expect(describeDays(days, 'es')[5].day).toBe('Miércoles')
  })

  it('shows nights past midnight on both days, whole days, comments and uncertain hours', () => {
    const late = describeDays(nextDays('Fr 20:00-02:00; Su 10:00-16:00 "by appointment"; We 10:00-12:00 unknown', FRIDAY_NOON)!, 'en')
    expect(late.map(({ hours }) => hours)).toEqual([
      '20:00–24:00',
      '00:00–02:00',
      '10:00–16:00 “by appointment”',
      'closed',
      'closed',
      '10:00–12:00 (may vary)',
      'closed',
    ])
    expect(describeDays(nextDays('24/7', FRIDAY_NOON)!, 'en')[0].hours).toBe('open 24 hours')
    expect(describeDays(nextDays('Mo-Fr 08:00-12:00,13:00-17:30', FRIDAY_NOON)!, 'en')[0].hours).toBe('08:00–12:00, 13:00–17:30')
  })

  it('keeps to UK time in summer, whatever the computer’s clock says', () => {
    // 23:30 UTC on Friday 22 May is already Saturday 00:30 in Huntingdon.
    const days = nextDays(WEEK, new Date('2026-05-22T23:30:00Z'))!
    expect(days[0]).toMatchObject({ day: 23, weekday: 6 })
  })

  it('puts it together for the field: empty, the problem, or the state, the week and the standard spelling', () => {
    expect(previewOpeningHours('', FRIDAY_NOON, 'en')).toEqual({ kind: 'empty' })
    expect(previewOpeningHours('Mo-Fx 09:00', FRIDAY_NOON, 'en')).toEqual({ kind: 'problem', problem: openingHoursProblem('Mo-Fx 09:00') })
    const preview = previewOpeningHours(WEEK, FRIDAY_NOON, 'en')
    expect(preview).toMatchObject({ kind: 'hours', status: 'Open now · closes 17:00', standardForm: null })
    expect(preview.kind === 'hours' && preview.days).toHaveLength(7)
    expect(previewOpeningHours('mo-fr 9:00-17:00', FRIDAY_NOON, 'en')).toMatchObject({
      standardForm: 'Written the standard way: Mo-Fr 09:00-17:00',
    })
  })
})
