import { describe, expect, it } from 'vitest'

import {
  byDistance,
  DRAG_THRESHOLD_PX,
  locationMessage,
  mapPadding,
  MIN_MAP_ROOM_PX,
  paddingShift,
  panelPadding,
  SIDE_PANEL_WIDTH,
  sheetGesture,
} from '@/domain/map-view'

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
    const stage = { top: 120, right: 1440, bottom: 900, left: 0 }
    expect(panelPadding('side', { top: 120, right: SIDE_PANEL_WIDTH + 16, bottom: 900, left: 16 }, stage)).toEqual({
      left: SIDE_PANEL_WIDTH + 16,
    })
    expect(panelPadding('side', null, stage)).toEqual({})
    // A phone's sheet raised half way, and lowered to its header.
    const phone = { top: 128, right: 390, bottom: 844, left: 0 }
    expect(panelPadding('sheet', { top: 422, right: 390, bottom: 844, left: 0 }, phone)).toEqual({ bottom: 422 })
    expect(panelPadding('sheet', { top: 780, right: 390, bottom: 844, left: 0 }, phone)).toEqual({ bottom: 64 })
    // A sheet over nearly all the stage still leaves the map some room.
    expect(panelPadding('sheet', { top: 100, right: 390, bottom: 844, left: 0 }, phone)).toEqual({ bottom: 844 - 128 - MIN_MAP_ROOM_PX })
  })

  it('moves the map centre by half the room each side keeps', () => {
    expect(paddingShift(mapPadding({}))).toEqual([0, 0])
    expect(paddingShift(mapPadding({ bottom: 422 }))).toEqual([0, (16 - 422) / 2])
    expect(paddingShift(mapPadding({ left: 416 }))).toEqual([(416 - 16) / 2, 0])
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
