'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

const ACTIONS = {
  regenerate: { label: 'Regenerate everything', done: 'Every page will be regenerated on its next request.' },
  bump: { label: 'Bump build id', done: 'Build id changed: open clients reload at their next navigation.' },
} as const

export function CacheActions() {
  const router = useRouter()
  const [busy, setBusy] = useState<keyof typeof ACTIONS | null>(null)

  async function run(action: keyof typeof ACTIONS) {
    setBusy(action)
    try {
      const response = await fetch(`/api/cache-admin/${action}`, { method: 'POST', credentials: 'include' })
      if (!response.ok) throw new Error((await response.json().catch(() => ({}))).error ?? response.statusText)
      toast.success(ACTIONS[action].done)
      router.refresh()
    } catch (error) {
      toast.error(`Could not ${ACTIONS[action].label.toLowerCase()}: ${(error as Error).message}`)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {(Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]).map((action) => (
        <Button key={action} onClick={() => run(action)} disabled={busy !== null} buttonStyle={action === 'bump' ? 'secondary' : 'primary'}>
          {busy === action ? 'Working…' : ACTIONS[action].label}
        </Button>
      ))}
    </div>
  )
}
