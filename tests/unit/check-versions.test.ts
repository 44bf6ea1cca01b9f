import { describe, expect, it } from 'vitest'

import { installedVersions, isFixed, looseVersions, problemsOf } from '../../scripts/check-versions.mjs'

describe('installed versions against known advisories (issue 8)', () => {
  it('the installed next, react, react-dom, payload and @payloadcms/next carry every known fix', () => {
    const installed = installedVersions()
    expect(Object.keys(installed).sort()).toEqual(['@payloadcms/next', 'next', 'payload', 'react', 'react-dom'])
    expect(problemsOf(installed)).toEqual([])
  })

  it('a fix counts on its own release line, or on any later line', () => {
    // CVE-2025-29927: fixed in 15.2.3; Next 16 shipped with it.
    const middlewareBypass = ['12.3.5', '13.5.9', '14.2.25', '15.2.3']
    expect(isFixed('15.2.2', middlewareBypass)).toBe(false)
    expect(isFixed('15.2.3', middlewareBypass)).toBe(true)
    expect(isFixed('14.2.24', middlewareBypass)).toBe(false)
    expect(isFixed('16.0.0', middlewareBypass)).toBe(true)
    // CVE-2026-23869: 16.1.x sits between fixed lines without a fix of its own.
    expect(isFixed('16.1.9', ['15.5.15', '16.2.3'])).toBe(false)
    expect(isFixed('16.2.3', ['15.5.15', '16.2.3'])).toBe(true)
    expect(isFixed('19.2.0', ['19.0.1', '19.1.2', '19.2.1'])).toBe(false)
  })

  it('fails clearly on the versions the advisories name', () => {
    const problems = problemsOf({ next: '15.2.2', react: '19.2.0', 'react-dom': '19.2.0', payload: '3.73.0' })
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^next@15\.2\.2 is affected by CVE-2025-29927 .*fixed in .*15\.2\.3/),
        expect.stringMatching(/^next@15\.2\.2 is affected by CVE-2025-66478/),
        expect.stringMatching(/^react@19\.2\.0 is affected by CVE-2025-55182 .*19\.2\.1/),
        expect.stringMatching(/^react-dom@19\.2\.0 is affected by CVE-2025-55182/),
        expect.stringMatching(/^payload@3\.73\.0 is affected by GHSA-xx6w-jxg9-2wh8/),
        '@payloadcms/next: not installed',
      ]),
    )
    expect(problemsOf({ next: '16.0.6', react: '19.3.1', 'react-dom': '19.3.1', payload: '3.90.2', '@payloadcms/next': '3.90.2' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^next@16\.0\.6 is affected by CVE-2025-66478/)]),
    )
  })

  it('knows the Payload security releases 3.79.1, 3.88.0 and 3.90.0', () => {
    for (const version of ['3.79.0', '3.87.9', '3.89.4']) {
      expect(
        problemsOf({ next: '16.4.6', react: '19.3.1', 'react-dom': '19.3.1', payload: version, '@payloadcms/next': version }).length,
        version,
      ).toBeGreaterThan(0)
    }
  })

  it('every dependency in package.json is pinned to an exact version', () => {
    expect(looseVersions()).toEqual([])
    expect(looseVersions({ dependencies: { a: '*', b: '^1.2.3', c: '1.2.3', d: '1.2', e: '1.0.0-beta.1' } })).toEqual([
      'a@*',
      'b@^1.2.3',
      'd@1.2',
    ])
  })
})
