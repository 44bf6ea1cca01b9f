import { describe, expect, it } from 'vitest'

import { boundsOutline, CLUSTER_RADIUS_STEPS, clusterRadius, countShownPlaces, placeFeatures } from '@/domain/map-clusters'
import { clusterPropertyName } from '@/domain/map-filters'

describe('map clusters', () => {
  it('sizes a cluster by its member count, step by step', () => {
    expect(clusterRadius(2)).toBe(CLUSTER_RADIUS_STEPS[0][1])
    expect(clusterRadius(10)).toBe(20)
    expect(clusterRadius(49)).toBe(20)
    expect(clusterRadius(5000)).toBe(30)
  })

  it('turns places into features with their filter key and category index, listing the keys present', () => {
    const { data, presentKeys } = placeFeatures(
      [
        { slug: 'a', categorySlug: 'shops', layer: null, coordinates: [0, 0] },
        { slug: 'b', categorySlug: 'food', layer: 'poi', coordinates: [1, 1] },
      ],
      [{ slug: 'food' }, { slug: 'shops' }],
    )
    expect(data.features.map((f) => f.properties)).toEqual([
      { slug: 'a', k: 13, c: 1 },
      { slug: 'b', k: 5, c: 0 },
    ])
    expect(presentKeys).toEqual([5, 13])
  })

  it('counts single places once and each cluster once, with only its members that pass the filters', () => {
    const cluster = { cluster: true, cluster_id: 7, [clusterPropertyName(1)]: 3, [clusterPropertyName(2)]: 4 }
    const rendered = [
      { properties: { slug: 'a' } },
      { properties: { slug: 'a' } },
      { properties: cluster },
      { properties: cluster },
      { properties: { slug: 'b' } },
    ]
    expect(countShownPlaces(rendered, [1, 2])).toBe(9)
    expect(countShownPlaces(rendered, [2])).toBe(6)
  })

  it('outlines the bounds as a closed line', () => {
    const outline = boundsOutline([
      [0, 1],
      [2, 3],
    ])
    expect(outline.geometry.coordinates).toEqual([
      [0, 1],
      [2, 1],
      [2, 3],
      [0, 3],
      [0, 1],
    ])
  })
})
