import { describe, expect, it } from 'vitest'

import { londonDateTime } from '@/domain/events'
import { breadcrumbJsonLd, eventJsonLd, jsonLdText, placeJsonLd, placeType, siteJsonLd, townJsonLd } from '@/domain/structured-data'

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

  it('writes event times in London time with their offset, on both sides of the clock change', () => {
    expect(londonDateTime('2026-06-03T11:30:00.000Z')).toBe('2026-06-03T12:30:00+01:00')
    expect(londonDateTime('2026-12-02T12:30:00.000Z')).toBe('2026-12-02T12:30:00+00:00')
    // 01:30 UTC on 28 March 2027 is just after the clocks go forward at 01:00.
    expect(londonDateTime('2027-03-28T00:30:00Z')).toBe('2027-03-28T00:30:00+00:00')
    expect(londonDateTime('2027-03-28T01:30:00Z')).toBe('2027-03-28T02:30:00+01:00')
    expect(londonDateTime('not a date')).toBe('not a date')
  })

  it('describes an event with Google’s required properties, and a venue without a place by its town', () => {
    const base = {
      title: 'Fenland crafts day',
      description: null,
      start: '2026-12-04T10:00:00.000Z',
      end: null,
      imageUrl: null,
      townName: 'Ramsey',
    }
    const atPlace = eventJsonLd(
      {
        ...base,
        venue: {
          name: 'Great Whyte',
          url: 'https://guide.example/explore/ramsey/map/great-whyte',
          coordinates: [-0.1, 52.45],
          address: 'Great Whyte',
          postcode: 'PE26 1HA',
        },
      },
      'https://guide.example/explore/ramsey/events/fenland-crafts-day-2026-12-04',
    )
    expect(atPlace).toMatchObject({
      '@type': 'Event',
      name: 'Fenland crafts day',
      startDate: '2026-12-04T10:00:00+00:00',
      location: {
        '@type': 'Place',
        name: 'Great Whyte',
        geo: { latitude: 52.45, longitude: -0.1 },
        address: { streetAddress: 'Great Whyte', postalCode: 'PE26 1HA', addressLocality: 'Ramsey', addressCountry: 'GB' },
      },
    })
    const elsewhere = eventJsonLd({ ...base, venue: null }, 'https://guide.example/e')
    expect(elsewhere.location).toEqual({
      '@type': 'Place',
      name: 'Ramsey',
      address: { '@type': 'PostalAddress', addressLocality: 'Ramsey', addressCountry: 'GB' },
    })
    for (const absent of ['endDate', 'description', 'image', 'organizer']) expect(elsewhere).not.toHaveProperty(absent)
  })

  it('names the site and who runs it, with only the contact details Site settings has', () => {
    const [site, organization] = siteJsonLd({
      name: 'Huntingdonshire Town Guide',
      description: 'Four towns',
      url: 'https://guide.example/fr',
      language: 'fr-FR',
      contactUrl: 'https://guide.example/fr/contact',
      contact: { email: 'guide@example.org', phone: null, address: null },
    })
    expect(site).toMatchObject({ '@type': 'WebSite', inLanguage: 'fr-FR', publisher: { '@id': 'https://guide.example/fr#organization' } })
    expect(organization).toMatchObject({
      '@type': 'GovernmentOrganization',
      '@id': 'https://guide.example/fr#organization',
      email: 'guide@example.org',
    })
    expect(organization).not.toHaveProperty('telephone')
  })

  it('adds a place’s photo and its week of opening hours, and a town’s count of places', () => {
    const data = placeJsonLd(
      {
        name: 'Norris Museum',
        categorySlug: 'attractions',
        layer: null,
        description: null,
        address: null,
        postcode: null,
        coordinates: [-0.0747, 52.3232],
        website: null,
        phone: null,
        imageUrl: 'https://guide.example/api/media/file/norris.jpg',
        hours: [{ weekday: 6, opens: '10:00', closes: '16:00' }],
      },
      { url: 'https://guide.example/explore/st-ives/map/stives-norris-museum', townName: 'St Ives' },
    )
    expect(data).toMatchObject({
      image: 'https://guide.example/api/media/file/norris.jpg',
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '10:00', closes: '16:00' },
      ],
    })
    const town = townJsonLd(
      { name: 'Ramsey', description: 'A fen town', centre: [-0.11, 52.45], placeCount: 31 },
      'https://guide.example/explore/ramsey',
    )
    expect(town).toMatchObject({ additionalProperty: { '@type': 'PropertyValue', name: 'places', value: 31 } })
  })
})
