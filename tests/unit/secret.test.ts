import { describe, expect, it, vi } from 'vitest'

import { payloadSecret } from '@/cms/secret'

describe('PAYLOAD_SECRET', () => {
  it('is refused in production when missing or shorter than 32 characters, saying how to make one', () => {
    expect(() => payloadSecret({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET is not set.*at least 32.*openssl rand -hex 32/)
    expect(() => payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: '   ' })).toThrow(/not set/)
    expect(() => payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(31) })).toThrow(
      /only 31 characters long.*openssl rand -hex 32/,
    )
  })

  it('is used as given in production when long enough', () => {
    const secret = 'a'.repeat(32)
    expect(payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: secret })).toBe(secret)
  })

  it('is random per process outside production when missing, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const first = payloadSecret({ NODE_ENV: 'development' })
      expect(first).toMatch(/^[0-9a-f]{64}$/)
      expect(payloadSecret({ NODE_ENV: 'test' })).toBe(first)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0][0]).toMatch(/random secret/)
    } finally {
      warn.mockRestore()
    }
  })

  it('keeps a given secret outside production, however short', () => {
    expect(payloadSecret({ NODE_ENV: 'test', PAYLOAD_SECRET: 'integration-tests' })).toBe('integration-tests')
  })
})
