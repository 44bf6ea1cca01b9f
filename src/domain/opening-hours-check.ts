import { DEFAULT_COORDINATES, formatTime, openingStatus, readHours, wallClock, type OpeningStatus } from './opening-hours'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/**
 * Issue 22: the opening hours an editor types are checked as they are saved and previewed as they
 * are typed, read exactly as the pages read them (opening-hours.ts): a value the pages cannot
 * read would silently take "open now" off the place, so it is refused with where it goes wrong.
 * Every text is in the editor's admin language (one of the guide's six; English otherwise).
 */

/** How the message asks editors to write hours. */
export const OPENING_HOURS_EXAMPLE = 'Mo-Fr 09:00-17:00; Sa 10:00-16:00'
/** The preview covers today and the six days after it. */
export const PREVIEW_DAYS = 7
/** A word of the value quoted in a message is cut to this many characters. */
const NEAR_MAX = 24

/** Where a value stops being readable: the word around it, and its position (1 = the first character). */
export type OpeningHoursError = { near: string; at: number } | { near: null; at: null }

const MARKER = ' <--- ('
const isBreak = (c: string | undefined) => c === undefined || /[\s;]/.test(c)

/**
 * Why the pages could not read `value`, or null when they can (or it is empty: a place may have no
 * hours). The library's error text repeats the value up to the point it failed, then "<---"; that
 * point, counted in the value as the editor typed it, and the word it falls in, are what an editor
 * needs (its own explanation is English-only and full of jargon).
 */
export function findOpeningHoursError(value: string | null | undefined): OpeningHoursError | null {
  if (!value || !value.trim()) return null
  try {
    readHours(value)
    return null
  } catch (error) {
    const text = String(error instanceof Error ? error.message : error)
    const trimmed = value.trim()
    const marker = text.indexOf(MARKER)
    const read = marker < 0 ? null : text.slice(0, marker).trimEnd()
    if (read === null || !trimmed.startsWith(read)) return { near: null, at: null }
    const leading = value.length - value.trimStart().length
    const index = Math.max(read.length - 1, 0)
    let start = index
    let end = index + 1
    if (!isBreak(trimmed[index])) {
      while (!isBreak(trimmed[start - 1])) start--
      while (!isBreak(trimmed[end])) end++
    }
    const word = trimmed.slice(start, end)
    return { near: word.length > NEAR_MAX ? `${word.slice(0, NEAR_MAX - 1)}…` : word, at: leading + index + 1 }
  }
}

/** The words of the check and the preview in one language; {name} is filled in. */
type Words = {
  problem: string
  unreadable: string
  open: string
  closed: string
  unknown: string
  closes: string
  closesDay: string
  opens: string
  opensDay: string
  dayClosed: string
  allDay: string
  mayVary: string
  heading: string
  nextDays: string
  standardForm: string
  quote: string
}

/* French: a no-break space before ":" and inside « », a narrow one before ";", "?" and "!". */
const WORDS: Record<Locale, Words> = {
  en: {
    problem: 'Opening hours: unexpected “{near}” at character {at} — write them like {example}',
    unreadable: 'Opening hours cannot be read — write them like {example}',
    open: 'Open now',
    closed: 'Closed',
    unknown: 'Opening hours may vary',
    closes: 'closes {time}',
    closesDay: 'closes {day} {time}',
    opens: 'opens {time}',
    opensDay: 'opens {day} {time}',
    dayClosed: 'closed',
    allDay: 'open 24 hours',
    mayVary: '(may vary)',
    heading: 'As visitors see it now (UK time)',
    nextDays: 'Next seven days',
    standardForm: 'Written the standard way: {value}',
    quote: '“{text}”',
  },
  es: {
    problem: 'Horario: «{near}» inesperado en el carácter {at}; escríbalo así: {example}',
    unreadable: 'No se puede leer el horario; escríbalo así: {example}',
    open: 'Abierto ahora',
    closed: 'Cerrado',
    unknown: 'El horario puede variar',
    closes: 'cierra a las {time}',
    closesDay: 'cierra el {day} a las {time}',
    opens: 'abre a las {time}',
    opensDay: 'abre el {day} a las {time}',
    dayClosed: 'cerrado',
    allDay: 'abierto 24 horas',
    mayVary: '(puede variar)',
    heading: 'Lo que ven ahora los visitantes (hora del Reino Unido)',
    nextDays: 'Próximos siete días',
    standardForm: 'Forma normalizada: {value}',
    quote: '«{text}»',
  },
  fr: {
    problem: 'Horaires : « {near} » inattendu au caractère {at} — écrivez-les comme ceci : {example}',
    unreadable: 'Horaires illisibles — écrivez-les comme ceci : {example}',
    open: 'Ouvert maintenant',
    closed: 'Fermé',
    unknown: 'Les horaires peuvent varier',
    closes: 'ferme à {time}',
    closesDay: 'ferme {day} à {time}',
    opens: 'ouvre à {time}',
    opensDay: 'ouvre {day} à {time}',
    dayClosed: 'fermé',
    allDay: 'ouvert 24 h/24',
    mayVary: '(peut varier)',
    heading: 'Ce que voient les visiteurs maintenant (heure du Royaume-Uni)',
    nextDays: 'Les sept prochains jours',
    standardForm: 'Écriture normalisée : {value}',
    quote: '« {text} »',
  },
  pl: {
    problem: 'Godziny otwarcia: nieoczekiwany fragment „{near}” na pozycji {at} — zapisz je np. tak: {example}',
    unreadable: 'Nie można odczytać godzin otwarcia — zapisz je np. tak: {example}',
    open: 'Teraz otwarte',
    closed: 'Zamknięte',
    unknown: 'Godziny otwarcia mogą się różnić',
    closes: 'zamknięcie o {time}',
    closesDay: 'zamknięcie: {day} o {time}',
    opens: 'otwarcie o {time}',
    opensDay: 'otwarcie: {day} o {time}',
    dayClosed: 'zamknięte',
    allDay: 'otwarte całą dobę',
    mayVary: '(mogą się różnić)',
    heading: 'Co teraz widzą odwiedzający (czas brytyjski)',
    nextDays: 'Najbliższe siedem dni',
    standardForm: 'Zapis standardowy: {value}',
    quote: '„{text}”',
  },
  lt: {
    problem: 'Darbo laikas: netikėtas fragmentas „{near}“ {at} pozicijoje — rašykite, pvz., taip: {example}',
    unreadable: 'Darbo laiko nepavyksta perskaityti — rašykite, pvz., taip: {example}',
    open: 'Dabar atidaryta',
    closed: 'Uždaryta',
    unknown: 'Darbo laikas gali keistis',
    closes: 'uždaroma {time}',
    closesDay: 'uždaroma {day} {time}',
    opens: 'atidaroma {time}',
    opensDay: 'atidaroma {day} {time}',
    dayClosed: 'uždaryta',
    allDay: 'atidaryta visą parą',
    mayVary: '(gali keistis)',
    heading: 'Ką dabar mato lankytojai (JK laikas)',
    nextDays: 'Artimiausios septynios dienos',
    standardForm: 'Standartinis užrašas: {value}',
    quote: '„{text}“',
  },
  pt: {
    problem: 'Horário: «{near}» inesperado no carácter {at} — escreva-o assim: {example}',
    unreadable: 'Não é possível ler o horário — escreva-o assim: {example}',
    open: 'Aberto agora',
    closed: 'Fechado',
    unknown: 'O horário pode variar',
    closes: 'fecha às {time}',
    closesDay: 'fecha {day} às {time}',
    opens: 'abre às {time}',
    opensDay: 'abre {day} às {time}',
    dayClosed: 'fechado',
    allDay: 'aberto 24 horas',
    mayVary: '(pode variar)',
    heading: 'O que os visitantes veem agora (hora do Reino Unido)',
    nextDays: 'Próximos sete dias',
    standardForm: 'Forma normalizada: {value}',
    quote: '«{text}»',
  },
}

/** The admin language (Payload's `i18n.language`) as one of the guide's languages, English otherwise. */
export const adminLanguage = (language: string | null | undefined): Locale => (isLocale(language) ? language : DEFAULT_LOCALE)

/** The words of the preview in a language, with its {placeholders} filled in. */
export function openingHoursWord(language: string | null | undefined, key: keyof Words, values: Record<string, string | number> = {}) {
  return WORDS[adminLanguage(language)][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The message an editor reads for hours the pages cannot read, or null when they can (or it is empty). */
export function openingHoursProblem(value: string | null | undefined, language?: string | null): string | null {
  const error = findOpeningHoursError(value)
  if (!error) return null
  return error.at === null
    ? openingHoursWord(language, 'unreadable', { example: OPENING_HOURS_EXAMPLE })
    : openingHoursWord(language, 'problem', { near: error.near, at: error.at, example: OPENING_HOURS_EXAMPLE })
}

/** A day's opening as its wall-clock times ("24:00" when it runs to midnight), and whether it may vary. */
export type Span = { opens: string; closes: string; unknown: boolean; comment: string | null }
export type DayHours = { year: number; month: number; day: number; weekday: number; spans: Span[] }

/**
 * Today and the six days after it in the towns' time zone, each with its openings (bank holidays
 * included: "PH off" closes that day), or null when the value is empty or cannot be read.
 */
export function nextDays(
  value: string | null | undefined,
  now: Date,
  coordinates: readonly [number, number] = DEFAULT_COORDINATES,
  count = PREVIEW_DAYS,
): DayHours[] | null {
  if (!value || !value.trim() || findOpeningHoursError(value)) return null
  const hours = readHours(value, coordinates)
  const today = wallClock(now)
  // opening_hours reads local getters: local Dates showing the town's wall clock (as opening-hours.ts).
  const days = Array.from({ length: count }, (_, offset) => new Date(today.year, today.month - 1, today.day + offset))
  const end = new Date(today.year, today.month - 1, today.day + count)
  const intervals = hours.getOpenIntervals(days[0], end)
  return days.map((start) => {
    const dayEnd = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1)
    const spans: Span[] = []
    for (const [from, to, unknown, comment] of intervals) {
      if (to <= start || from >= dayEnd) continue
      const opens = from > start ? from : start
      spans.push({
        opens: formatTime({ hour: opens.getHours(), minute: opens.getMinutes() }),
        closes: to >= dayEnd ? '24:00' : formatTime({ hour: to.getHours(), minute: to.getMinutes() }),
        unknown: Boolean(unknown),
        comment: comment ?? null,
      })
    }
    return { year: start.getFullYear(), month: start.getMonth() + 1, day: start.getDate(), weekday: start.getDay(), spans }
  })
}

/** A weekday's name in a language ("Monday", "lundi"); 0 is Sunday, as Date.getDay. */
function weekdayName(weekday: number, language: Locale, form: 'long' | 'short') {
  // 4 January 1970 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: form, timeZone: 'UTC' }).format(Date.UTC(1970, 0, 4 + weekday))
}

const capitalised = (text: string, language: Locale) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1)

/** One day of the preview in words: "Monday" and "09:00–17:00", "closed" or "open 24 hours". */
export type DayInWords = { day: string; hours: string; today: boolean }

export function describeDays(days: DayHours[], language?: string | null): DayInWords[] {
  const lang = adminLanguage(language)
  return days.map((d, index) => {
    const spans = d.spans.map((span) => {
      const times = span.opens === '00:00' && span.closes === '24:00' ? openingHoursWord(lang, 'allDay') : `${span.opens}–${span.closes}`
      const note = span.comment
        ? ` ${openingHoursWord(lang, 'quote', { text: span.comment })}`
        : span.unknown
          ? ` ${openingHoursWord(lang, 'mayVary')}`
          : ''
      return times + note
    })
    return {
      day: capitalised(weekdayName(d.weekday, lang, 'long'), lang),
      hours: spans.length ? spans.join(', ') : openingHoursWord(lang, 'dayClosed'),
      today: index === 0,
    }
  })
}

/** "Open now · closes 17:00", "Closed · opens Mon 09:00": the place's state at a moment, in words. */
export function describeStatus(status: OpeningStatus, language?: string | null): string {
  const lang = adminLanguage(language)
  const change = status.state === 'open' ? status.closes : status.state === 'closed' ? status.opens : null
  const verb = status.state === 'open' ? 'closes' : 'opens'
  const next = change
    ? change.dayOffset === 0
      ? openingHoursWord(lang, verb, { time: change.time })
      : openingHoursWord(lang, `${verb}Day`, { time: change.time, day: weekdayName(change.wallClock.weekday, lang, 'short') })
    : null
  const state = openingHoursWord(lang, status.state)
  return [state, next, status.comment ? openingHoursWord(lang, 'quote', { text: status.comment }) : null].filter(Boolean).join(' · ')
}

/** What the field's preview shows for a value at a moment: nothing, the problem, or the state and the week. */
export type OpeningHoursPreview =
  | { kind: 'empty' }
  | { kind: 'problem'; problem: string }
  | { kind: 'hours'; status: string | null; days: DayInWords[]; standardForm: string | null }

export function previewOpeningHours(
  value: string | null | undefined,
  now: Date,
  language?: string | null,
  coordinates: readonly [number, number] = DEFAULT_COORDINATES,
): OpeningHoursPreview {
  if (!value || !value.trim()) return { kind: 'empty' }
  const problem = openingHoursProblem(value, language)
  if (problem) return { kind: 'problem', problem }
  const status = openingStatus(value, now, coordinates)
  const pretty = readHours(value, coordinates).prettifyValue()
  return {
    kind: 'hours',
    status: status ? describeStatus(status, language) : null,
    days: describeDays(nextDays(value, now, coordinates) ?? [], language),
    standardForm: pretty !== value.trim() ? openingHoursWord(language, 'standardForm', { value: pretty }) : null,
  }
}
