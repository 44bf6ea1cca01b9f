import { describe, expect, it } from 'vitest'

import { byDistance, DRAG_THRESHOLD_PX, locationMessage, panelPadding, SIDE_PANEL_WIDTH, sheetGesture } from '@/domain/map-view'

const town = { coordinates: [0, 52] as [number, number], source: 'town' as const, tooFar: false }

describe('map view', () => {
  it('lists places nearest first, equally far ones by name', () => {
    const places = [
      { name: 'B', coordinates: [0.01, 52] as [number, number] },
      { name: 'Far', coordinates: [0.1, 52] as [number, number] },
      { name: 'A', coordinates: [0.01, 52] as [number, number] },
    ]
    expect(byDistance(places, [0, 52]).map((p) => p.place.name)).toEqual(['A', 'B', 'Far'])
  })

  it('keeps the map clear of the side panel or the sheet', () => {
    expect(panelPadding('side', true, 800)).toEqual({ left: SIDE_PANEL_WIDTH + 16 })
    expect(panelPadding('side', false, 800)).toEqual({})
    expect(panelPadding('sheet', true, 844)).toEqual({ bottom: 422 })
    expect(panelPadding('sheet', false, 844)).toEqual({ bottom: 120 })
  })

  it('reads a drag on the sheet handle: up opens, down closes, a short one is a tap', () => {
    expect(sheetGesture(-DRAG_THRESHOLD_PX - 1)).toBe('open')
    expect(sheetGesture(DRAG_THRESHOLD_PX + 1)).toBe('close')
    expect(sheetGesture(5)).toBe('toggle')
  })

  it('says where travel times start', () => {
    expect(locationMessage(town, 'idle', false)).toBeNull()
    expect(locationMessage(town, 'locating', false)).toBe('locating')
    expect(locationMessage({ ...town, source: 'device' }, 'granted', false)).toBe('located')
    expect(locationMessage({ ...town, tooFar: true }, 'granted', false)).toBe('tooFar')
    expect(locationMessage({ ...town, tooFar: true }, 'idle', true)).toBe('tooFar')
    expect(locationMessage({ ...town, source: 'mock' }, 'idle', true)).toBe('usingMock')
    expect(locationMessage(town, 'denied', false)).toBe('denied')
  })
})
