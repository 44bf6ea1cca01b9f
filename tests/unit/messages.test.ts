import { describe, expect, it } from 'vitest'

import { checkLiteralText, checkMessages, literalTextIn } from '../../scripts/check-messages.mjs'

describe('message files and interface text (issue 8: accessibility and languages)', () => {
  it('every key of en.json is translated in es, fr, pl, lt and pt, none extra, none left in English', () => {
    const problems = checkMessages().map((p) => `messages/${p.locale}.json ${p.key}: ${p.problem}`)
    expect(problems).toEqual([])
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
