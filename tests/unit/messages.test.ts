import { describe, expect, it } from 'vitest'

import {
  checkLiteralText,
  checkMessages,
  checkPlaceTranslations,
  englishWordsIn,
  frenchTypographyProblems,
  literalTextIn,
  numberOutsidePlural,
  wordingProblems,
} from '../../scripts/check-messages.mjs'

describe('message files and interface text (issue 8: accessibility and languages)', () => {
  it('every key of en.json is translated in es, fr, pl, lt and pt, none extra, none left in English', () => {
    const problems = checkMessages().map((p) => `messages/${p.locale}.json ${p.key}: ${p.problem}`)
    expect(problems).toEqual([])
  })

  it('every seeded place has its description and tags in es, fr, pl, lt and pt, by the same rules', () => {
    const problems = checkPlaceTranslations().map((p) => `${p.key}: ${p.problem}`)
    expect(problems).toEqual([])
  })

  it('knows the French typographic rules (issue 27)', () => {
    expect(frenchTypographyProblems('Où est l’église\u202F? Horaires\u00A0: 10:30, «\u00A0oui »')).toEqual([
      '» needs a no-break space before it',
    ])
    expect(frenchTypographyProblems('Fermé ! Voir https://example.org ou « ?bustcache=1\u00A0»')).toEqual([
      '“!” needs a narrow no-break space before it',
      '« needs a no-break space after it',
    ])
    expect(frenchTypographyProblems("l'église : ouverte; «\u00A0ici\u00A0»")).toEqual([
      'straight apostrophe: use ’',
      '“;” needs a narrow no-break space before it',
      '“:” needs a no-break space before it',
    ])
    expect(frenchTypographyProblems('Vraiment\u202F?!')).toEqual([])
  })

  it('finds a number before a counted noun outside a plural, and English left in a translation', () => {
    expect(numberOutsidePlural('{hits} hits, {misses} misses')).toEqual(['hits', 'misses'])
    expect(numberOutsidePlural('after {minutes} minutes, {kb} KB, {duration} min, {townName} highlights')).toEqual(['minutes'])
    expect(numberOutsidePlural('{count, plural, one {# place} other {# places}}')).toEqual([])
    expect(englishWordsIn('O River Great Ouse atravessa a vila')).toEqual(['river'])
    expect(englishWordsIn('{hours, plural, one {# h} other {# h}} na High Street')).toEqual([])
    expect(
      wordingProblems('pl', 'Diagnostics.ttl', 'Przez {minutes} minut', '{minutes, plural, one {# minute} other {# minutes}}'),
    ).toEqual(['{minutes} is a number: state it through a plural, as English does'])
    expect(wordingProblems('pt', 'SearchThemes.transport', 'park and ride, autocarro', 'park and ride, bus')).toEqual([])
  })

  it('every string a visitor sees in src/**/*.tsx comes from the message files', () => {
    const literals = checkLiteralText().map((l) => `${l.file}:${l.line} ${l.kind} ${l.text}`)
    expect(literals).toEqual([])
    // Parsing every .tsx takes well under a second, but the machine running the suite may be busy.
  }, 60_000)

  it('finds literal text, literal visible attributes and literal branches, but not translated or invisible ones', () => {
    const found = literalTextIn(
      'Example.tsx',
      `export function Example({ t, on }) {
        return (
          <section aria-label="Opening hours" data-state="open" className="panel">
            <h2>Welcome</h2>
            <p>{t('intro')} · {on ? 'Open now' : t('closed')}</p>
            <img alt={\`Map of \${t('town')}\`} src="/a.png" />
            <input placeholder={t('search')} title={'Search the guide'} />
            <span aria-hidden="true">{' — '}</span>
          </section>
        )
      }`,
    )
    expect(found.map((f) => `${f.kind} ${f.text}`)).toEqual([
      'aria-label= Opening hours',
      'text Welcome',
      'text Open now',
      'alt= Map of',
      'title= Search the guide',
    ])
  })
})
