import { describe, expect, it } from 'vitest'

import { breadcrumbJsonLd, jsonLdText, placeJsonLd, placeType } from '@/domain/structured-data'

describe('structured data (issue 25)', () => {
  it('types a place by its map layer first, then its category, else as a Place', () => {
    expect(placeType('transport', 'carpark')).toBe('ParkingFacility')
    expect(placeType('transport', 'busstop')).toBe('BusStop')
    expect(placeType('services', 'toilet')).toBe('PublicToilet')
    expect(placeType('attractions', 'poi')).toBe('TouristAttraction')
    expect(placeType('food-drink', null)).toBe('FoodEstablishment')
    expect(placeType('shopping', null)).toBe('Store')
    expect(placeType('transport', null)).toBe('Place')
    expect(placeType('constructor', null)).toBe('Place')
  })

  it('says only what the page shows: no empty address parts, no description or phone it lacks', () => {
    const data = placeJsonLd(
      {
        name: 'Norris Museum',
        categorySlug: 'attractions',
        layer: 'poi',
        description: null,
        address: 'The Broadway',
        postcode: null,
        coordinates: [-0.0747, 52.3232],
        website: null,
        phone: null,
      },
      { url: 'https://guide.example/explore/st-ives/map/stives-norris-museum', townName: 'St Ives' },
    ) as unknown as Record<string, unknown>
    expect(data).toMatchObject({
      '@type': 'TouristAttraction',
      geo: { latitude: 52.3232, longitude: -0.0747 },
      address: { streetAddress: 'The Broadway', addressLocality: 'St Ives', addressCountry: 'GB' },
    })
    expect(data.address).not.toHaveProperty('postalCode')
    for (const absent of ['description', 'telephone', 'sameAs']) expect(data).not.toHaveProperty(absent)
  })

  it('numbers breadcrumbs from 1, and no text can close its script element', () => {
    const crumbs = breadcrumbJsonLd([
      { name: 'Ramsey', url: 'https://guide.example/explore/ramsey' },
      { name: '</script><script>alert(1)</script>', url: 'https://guide.example/explore/ramsey/map' },
    ])
    const text = jsonLdText(crumbs)
    expect(text).not.toContain('</script')
    expect(JSON.parse(text).itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2])
  })
})
