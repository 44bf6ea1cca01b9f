import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { ItemBoundary } from '@/components/ItemBoundary'

/** An item whose content makes it throw, as a bad value the checks did not foresee would. */
function Place({ name }: { name: string }) {
  if (name === 'broken') throw new TypeError('Cannot convert undefined or null to object')
  return h('span', null, name)
}

describe('ItemBoundary (issue 28: one broken item never blanks the page)', () => {
  it('renders the fallback for the item that throws on the server and every other item as it is', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const html = renderToString(
      h(
        'ul',
        null,
        ['mill', 'broken', 'bridge'].map((name) =>
          h('li', { key: name }, h(ItemBoundary, { fallback: h('em', null, 'unavailable'), children: h(Place, { name }) })),
        ),
      ),
    )
    logged.mockRestore()
    expect(html).toContain('<span>mill</span>')
    expect(html).toContain('<span>bridge</span>')
    expect(html).toContain('<em>unavailable</em>')
    expect(html).not.toContain('broken')
  })
})
