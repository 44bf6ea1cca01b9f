import { describe, expect, it } from 'vitest'

import { restQueryProblems } from '@/domain/rest-query'

describe('the query string of a REST request', () => {
  const problems = (path: string, query: string) => restQueryProblems(path, new URLSearchParams(query))

  it('takes where and data as JSON or field by field', () => {
    expect(problems('/api/places', 'where={"slug":{"equals":"x"}}&data=null')).toEqual([])
    expect(problems('/api/places', 'where[slug][equals]=x&where=')).toEqual([])
    expect(problems('/api/places', 'where={')).toEqual(['where must be JSON, or given field by field as where[field][operator]=value'])
    expect(problems('/api/places', 'data=x&where=ok')).toHaveLength(2)
  })

  it('refuses a cloud-storage prefix on a file', () => {
    expect(problems('/api/media/file/a.png', 'prefix=')).toHaveLength(1)
    expect(problems('/api/media/file/a.png', '')).toEqual([])
    expect(problems('/api/media', 'prefix=x')).toEqual([])
  })
})
