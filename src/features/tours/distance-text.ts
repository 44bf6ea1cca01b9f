import type { useFormatter } from 'next-intl'

type NumberFormat = Pick<ReturnType<typeof useFormatter>, 'number'>

/** "350 m" to the nearest 10 m below a kilometre, "1.4 km" above it, in the page's language. */
export function distanceText(format: NumberFormat, km: number): string {
  return km < 1
    ? format.number(Math.round(km * 100) * 10, { style: 'unit', unit: 'meter' })
    : format.number(km, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })
}
