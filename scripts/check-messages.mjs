// Checks that every language is complete and that the interface speaks only through the message files.
//
//   node scripts/check-messages.mjs          prints the findings, exits 1 if there are any
//
// 1. Messages: every key of messages/en.json exists in es, fr, pl, lt and pt (and no others), and no
//    value is left identical to English unless ALLOWED_SAME_AS_ENGLISH says why (proper nouns, brands).
// 2. Literal UI text: JSX text and user-visible attributes (aria-label, title, placeholder, alt, …)
//    written as literals in src/**/*.tsx instead of coming from next-intl. Payload's admin (src/cms,
//    app/(payload)) is English-only by design and is not scanned.
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
  'src/features/search/SearchButton.tsx|⌘ K': 'the key caps of the shortcut as printed on Apple keyboards (aria-hidden; aria-keyshortcuts names them)',
  'src/features/search/SearchButton.tsx|Ctrl K': 'the key caps of the shortcut as printed on PC keyboards in all six languages (aria-hidden)',
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

export function checkMessages() {
  const english = readMessages(SOURCE_LOCALE)
  const problems = []
  for (const locale of TRANSLATED_LOCALES) {
    const translated = readMessages(locale)
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
      problems.push({ locale: locale ?? '*', key, problem: 'allowed to equal English but no longer does: remove it from ALLOWED_SAME_AS_ENGLISH' })
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
      if (node.expression && ts.isConditionalExpression(node.expression)) candidates.push(node.expression.whenTrue, node.expression.whenFalse)
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
        if (ts.isConditionalExpression(initializer.expression)) candidates.push(initializer.expression.whenTrue, initializer.expression.whenFalse)
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
  const messageProblems = checkMessages()
  const literals = checkLiteralText()
  for (const p of messageProblems) console.log(`messages/${p.locale}.json ${p.key}: ${p.problem}`)
  for (const l of literals) console.log(`${l.file}:${l.line} ${l.kind} ${JSON.stringify(l.text)}`)
  console.log(`\n${messageProblems.length} message problems (missing, extra or left in English), ${literals.length} literal UI strings`)
  process.exit(messageProblems.length || literals.length ? 1 : 0)
}
