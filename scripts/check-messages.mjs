// Checks that every language is complete and that the interface speaks only through the message files.
//
//   node scripts/check-messages.mjs          prints the findings, exits 1 if there are any
//
// 1. Messages: every key of messages/en.json exists in es, fr, pl, lt and pt (and no others), and no
//    value is left identical to English unless ALLOWED_SAME_AS_ENGLISH says why (proper nouns, brands).
//    Mechanical rules of wording (issue 27): French typography (a narrow no-break space before ; ? !,
//    a no-break space before : and inside « », the typographic apostrophe), a number stated outside a
//    plural, and English words left inside a translation. The seeded places' translations
//    (src/cms/seed/data/places.<locale>.json) are checked for the same and for being complete.
// 2. Literal UI text: JSX text and user-visible attributes (aria-label, title, placeholder, alt, …)
//    written as literals in src/**/*.tsx instead of coming from next-intl. Payload's admin (src/cms,
//    app/(payload)) is not scanned: its words come from Payload and src/cms/fields/labels.ts
//    (checked by tests/unit/admin-labels.test.ts).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import ts from 'typescript'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const SOURCE_LOCALE = 'en'
export const TRANSLATED_LOCALES = ['es', 'fr', 'pl', 'lt', 'pt']

/**
 * Values that are rightly the same as English. Key: "Namespace.key" (every locale) or
 * "locale:Namespace.key" (one locale). Each entry says why; keep the list short.
 */
export const ALLOWED_SAME_AS_ENGLISH = {
  'Places.durationMinutes': '“min” is the international symbol for minutes; only the plural forms vary by language',
  'Diagnostics.storageKb': '“KB” is the international symbol for kilobytes (French writes “Ko”, which it has)',
  'es:Errors.statusCode': 'Spanish for “error” is “error”',
  'es:Location.no': 'Spanish for “no” is “no”',
  'fr:Nav.menu': 'French for “menu” is “menu”',
  'pt:Nav.menu': 'European Portuguese for “menu” is “menu”',
  'fr:Highlights.pauseShort': 'French for “pause” is “pause”',
  'fr:Map.layers.carpark.short': 'French for “car park” is “parking”',
  'pl:Map.layers.carpark.short': 'Polish for “car park” is “parking”',
  'fr:Map.layers.accessible.short': 'French for “accessible” is “accessible”',
  'fr:Map.layers.artwork.short': 'French for “art” is “art”',
  'fr:Location.latitude': 'the French word is spelled the same',
  'fr:Location.longitude': 'the French word is spelled the same',
  'pt:Location.latitude': 'the Portuguese word is spelled the same',
  'pt:Location.longitude': 'the Portuguese word is spelled the same',
  'pl:Kiosk.titleGeneric': 'Polish for “kiosk” is “kiosk”',
}

/** Literal UI text that is not language: "file|text" → why. */
export const ALLOWED_LITERALS = {
  'src/features/search/SearchButton.tsx|⌘ K':
    'the key caps of the shortcut as printed on Apple keyboards (aria-hidden; aria-keyshortcuts names them)',
  'src/features/search/SearchButton.tsx|Ctrl K':
    'the key caps of the shortcut as printed on PC keyboards in all six languages (aria-hidden)',
}

/** Attributes a visitor reads or hears (screen readers announce them). */
const VISIBLE_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
])

/** Folders whose .tsx is not part of the public interface. */
const NOT_SCANNED = [
  // Payload's admin panel is English-only (spec: the editors work in English).
  'src/cms/',
  'src/app/(payload)/',
]

function flatten(value, prefix = '', out = {}) {
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (child && typeof child === 'object') flatten(child, name, out)
    else out[name] = child
  }
  return out
}

function readMessages(locale) {
  return flatten(JSON.parse(fs.readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8')))
}

/** Text with its {placeholders} and ICU plural/select syntax removed: what a reader would see. */
function readableWords(value) {
  return String(value)
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
}

const NARROW_NBSP = '\u202F'
const NBSP = '\u00A0'

/** What breaks the French typographic rules in one text: each a short description. */
export function frenchTypographyProblems(value) {
  const text = String(value)
  const problems = []
  if (text.includes("'")) problems.push('straight apostrophe: use ’')
  for (const match of text.matchAll(/[;?!]/g)) {
    const before = text[match.index - 1]
    // "?!" and a mark opening the text need nothing before the second mark; "?bustcache=1" is an address.
    if (/[\p{L}\d]/u.test(text[match.index + 1] ?? '')) continue
    if (before !== undefined && before !== NARROW_NBSP && !/[;?!]/.test(before))
      problems.push(`“${match[0]}” needs a narrow no-break space before it`)
  }
  for (const match of text.matchAll(/:/g)) {
    const before = text[match.index - 1]
    const after = text.slice(match.index + 1, match.index + 3)
    // A web address (https://) and a time (10:30) are not punctuation.
    if (after === '//' || (/\d/.test(before ?? '') && /\d/.test(after[0] ?? ''))) continue
    if (before !== undefined && before !== NBSP && before !== NARROW_NBSP) problems.push('“:” needs a no-break space before it')
  }
  if (/«(?![\u00A0\u202F])/.test(text)) problems.push('« needs a no-break space after it')
  if (/(?<![\u00A0\u202F])»/.test(text)) problems.push('» needs a no-break space before it')
  return problems
}

/** Simple arguments, `{name}`, of an ICU message (not those of a plural or select). */
function simpleArguments(value) {
  return [...String(value).matchAll(/\{(\w+)\}/g)].map((m) => m[1])
}

/** Arguments an ICU message formats as a plural. */
function pluralArguments(value) {
  return [...String(value).matchAll(/\{(\w+),\s*plural\s*,/g)].map((m) => m[1])
}

/**
 * An English message that states a number before a counted noun without a plural ("{hits} hits",
 * "after {minutes} minutes"): "1 hits" in English, and no form at all for Polish or Lithuanian.
 * Unit symbols (KB, km, m, s, min, hr) do not change with the number.
 */
export function numberOutsidePlural(value) {
  return [...String(value).matchAll(/\{(\w+)\}[ -]([a-z]{2,})\b/g)]
    .filter(([, argument, word]) => !/name|title|query|path|site|url|language|category/i.test(argument) && /s$/.test(word) && word !== 'ms')
    .map(([, argument]) => argument)
}

/** Words that are English only: one of them in a translation is English left behind ("River Great Ouse"). */
const ENGLISH_ONLY_WORDS = ['the', 'and', 'with', 'your', 'you', 'please', 'river', 'street', 'opening', 'hours', 'nearby', 'here']
/** Proper names that contain them, allowed anywhere. */
const PROPER_NAMES_WITH_ENGLISH_WORDS = [
  'Equality Advisory and Support Service',
  'Changing Places',
  'Bridge Street',
  'High Street',
  'Crown Street',
  'South Street',
  'The Broadway',
  'The Waits',
  'Market Hill',
  'The Quay',
  'Church Green',
  'River Mill',
]

export function englishWordsIn(value) {
  // ICU argument names ({hours, plural, …}, {townName}) are code, not words.
  let text = String(value).replace(/\{\s*\w+\s*(,\s*\w+\s*,?)?/g, ' ')
  for (const name of PROPER_NAMES_WITH_ENGLISH_WORDS) text = text.split(name).join(' ')
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
  return [...new Set(words.filter((w) => ENGLISH_ONLY_WORDS.includes(w)))]
}

/** Mechanical wording rules for one translated message (its English source alongside). */
export function wordingProblems(locale, key, translatedValue, englishValue) {
  const problems = []
  if (locale === 'fr') problems.push(...frenchTypographyProblems(translatedValue))
  const plural = new Set(pluralArguments(englishValue))
  for (const argument of simpleArguments(translatedValue)) {
    if (plural.has(argument)) problems.push(`{${argument}} is a number: state it through a plural, as English does`)
  }
  // Search words may rightly include loans people type ("park and ride").
  const english = key.startsWith('SearchThemes.') ? [] : englishWordsIn(translatedValue)
  if (english.length) problems.push(`English left in the translation: ${english.join(', ')}`)
  return problems
}

function readPlaces() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'src/cms/seed/data/places.json'), 'utf8'))
}

function readPlaceTranslations(locale) {
  const file = path.join(ROOT, 'src/cms/seed/data', `places.${locale}.json`)
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined
}

/** The seeded places' translations: every place, every tag, none left in English, the same wording rules. */
export function checkPlaceTranslations() {
  const places = readPlaces()
  const problems = []
  for (const locale of TRANSLATED_LOCALES) {
    const translations = readPlaceTranslations(locale)
    const where = `places.${locale}.json`
    if (!translations) {
      problems.push({ locale, key: where, problem: 'missing' })
      continue
    }
    for (const place of places) {
      const translated = translations[place.id]
      if (!translated) {
        problems.push({ locale, key: `${where} ${place.id}`, problem: 'missing' })
        continue
      }
      if (!Array.isArray(translated.tags) || translated.tags.length !== place.tags.length)
        problems.push({
          locale,
          key: `${where} ${place.id}`,
          problem: `tags: ${place.tags.length} in English, ${translated.tags?.length ?? 0} here`,
        })
      if (translated.description === place.description)
        problems.push({ locale, key: `${where} ${place.id}`, problem: 'description left in English' })
      const texts = [translated.description, translated.name].filter(Boolean)
      for (const problem of texts.flatMap((text) => (locale === 'fr' ? frenchTypographyProblems(text) : [])))
        problems.push({ locale, key: `${where} ${place.id}`, problem })
    }
    for (const id of Object.keys(translations))
      if (!places.some((p) => p.id === id)) problems.push({ locale, key: `${where} ${id}`, problem: 'no such place' })
  }
  return problems
}

export function checkMessages() {
  const english = readMessages(SOURCE_LOCALE)
  const problems = []
  for (const [key, value] of Object.entries(english)) {
    for (const argument of numberOutsidePlural(value))
      problems.push({ locale: SOURCE_LOCALE, key, problem: `{${argument}} is a number before a counted noun: use a plural` })
  }
  for (const locale of TRANSLATED_LOCALES) {
    const translated = readMessages(locale)
    for (const key of Object.keys(english)) {
      if (key in translated)
        for (const problem of wordingProblems(locale, key, translated[key], english[key])) problems.push({ locale, key, problem })
    }
    for (const key of Object.keys(english)) {
      if (!(key in translated)) problems.push({ locale, key, problem: 'missing' })
      else if (
        translated[key] === english[key] &&
        readableWords(english[key]) !== '' &&
        !(key in ALLOWED_SAME_AS_ENGLISH) &&
        !(`${locale}:${key}` in ALLOWED_SAME_AS_ENGLISH)
      )
        problems.push({ locale, key, problem: `same as English: ${JSON.stringify(english[key])}` })
    }
    for (const key of Object.keys(translated)) {
      if (!(key in english)) problems.push({ locale, key, problem: 'extra (not in en.json)' })
    }
  }
  // An allowance that no longer matches anything would silently excuse a future English copy.
  for (const entry of Object.keys(ALLOWED_SAME_AS_ENGLISH)) {
    const [locale, key] = entry.includes(':') ? entry.split(':') : [undefined, entry]
    const locales = locale ? [locale] : TRANSLATED_LOCALES
    if (!locales.some((l) => readMessages(l)[key] === english[key]))
      problems.push({
        locale: locale ?? '*',
        key,
        problem: 'allowed to equal English but no longer does: remove it from ALLOWED_SAME_AS_ENGLISH',
      })
  }
  return problems
}

function sourceFiles(folder) {
  const files = []
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) files.push(...sourceFiles(full))
    else if (entry.name.endsWith('.tsx')) files.push(full)
  }
  return files
}

const hasLetters = (text) => /\p{L}/u.test(text)

/** @typedef {{ file: string, line: number, kind: string, text: string }} Literal */

/**
 * Literal text a visitor would see in one .tsx file.
 * @param {string} file
 * @param {string} [text]
 * @returns {Literal[]}
 */
export function literalTextIn(file, text = fs.readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  /** @type {Literal[]} */
  const found = []
  const report = (node, kind, value) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    found.push({ file: path.relative(ROOT, file), line: line + 1, kind, text: value.trim().replace(/\s+/g, ' ') })
  }
  const literalOf = (expression) => {
    if (!expression) return undefined
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text
    if (ts.isTemplateExpression(expression)) return [expression.head.text, ...expression.templateSpans.map((s) => s.literal.text)].join(' ')
    return undefined
  }
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      if (hasLetters(node.text)) report(node, 'text', node.text)
    } else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      // {'literal'} as a child is text too; so are both branches of {cond ? 'a' : 'b'}.
      const candidates = [node.expression]
      if (node.expression && ts.isConditionalExpression(node.expression))
        candidates.push(node.expression.whenTrue, node.expression.whenFalse)
      if (node.expression && ts.isBinaryExpression(node.expression)) candidates.push(node.expression.right)
      for (const candidate of candidates) {
        const value = literalOf(candidate)
        if (value !== undefined && hasLetters(value)) report(candidate, 'text', value)
      }
    } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source))) {
      const initializer = node.initializer
      const candidates = []
      if (initializer && ts.isStringLiteral(initializer)) candidates.push(initializer)
      else if (initializer && ts.isJsxExpression(initializer) && initializer.expression) {
        candidates.push(initializer.expression)
        if (ts.isConditionalExpression(initializer.expression))
          candidates.push(initializer.expression.whenTrue, initializer.expression.whenFalse)
      }
      for (const candidate of candidates) {
        const value = literalOf(candidate)
        if (value !== undefined && hasLetters(value)) report(candidate, `${node.name.getText(source)}=`, value)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** @returns {Literal[]} */
export function checkLiteralText() {
  return sourceFiles(path.join(ROOT, 'src'))
    .filter((file) => !NOT_SCANNED.some((folder) => path.relative(ROOT, file).split(path.sep).join('/').startsWith(folder)))
    .flatMap((file) => literalTextIn(file))
    .filter((literal) => !(`${literal.file}|${literal.text}` in ALLOWED_LITERALS))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const messageProblems = [...checkMessages(), ...checkPlaceTranslations()]
  const literals = checkLiteralText()
  for (const p of messageProblems)
    console.log(`${p.key.startsWith('places.') ? 'src/cms/seed/data/' : `messages/${p.locale}.json `}${p.key}: ${p.problem}`)
  for (const l of literals) console.log(`${l.file}:${l.line} ${l.kind} ${JSON.stringify(l.text)}`)
  console.log(`\n${messageProblems.length} message problems (missing, extra or left in English), ${literals.length} literal UI strings`)
  process.exit(messageProblems.length || literals.length ? 1 : 0)
}
