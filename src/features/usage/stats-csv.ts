import type { UsageStats } from '@/data/usage-stats'

const cell = (value: unknown) => {
  const text = String(value ?? '')
  // Quote everything that needs it, and defuse spreadsheet formulas.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** One CSV file with a section per chart: section,key,subkey,value … */
export function statsCsv(stats: UsageStats): string {
  const rows: unknown[][] = [['section', 'key', 'detail', 'value']]
  rows.push(
    ['filter', 'from', '', stats.filter.from],
    ['filter', 'to', '', stats.filter.to],
    ['filter', 'town', '', stats.filter.town ?? 'all'],
  )
  for (const r of stats.visitsPerDay) rows.push(['visits_per_day', r.day, '', r.visits])
  for (const r of stats.topPlaces) rows.push(['top_places', r.place, r.town ?? '', r.opens])
  for (const r of stats.searchesPerTown) {
    rows.push(['searches_per_town', r.town, 'searches', r.searches], ['searches_per_town', r.town, 'no_results', r.noResults])
    rows.push(['searches_per_town', r.town, 'average_length', r.averageLength])
  }
  for (const r of stats.languages) rows.push(['languages', r.locale, '', r.visits])
  for (const r of stats.modesPerTown)
    for (const mode of ['phone', 'kiosk', 'screen'] as const) rows.push(['modes_per_town', r.town, mode, r[mode]])
  for (const r of stats.kiosks) {
    rows.push(['kiosks', `${r.town}/${r.kioskId}`, 'events', r.events], ['kiosks', `${r.town}/${r.kioskId}`, 'sessions', r.sessions])
    rows.push(['kiosks', `${r.town}/${r.kioskId}`, 'idle_resets', r.idleResets])
  }
  for (const r of stats.tours) {
    const key = `${r.town}/${r.tour}`
    rows.push(['tours', key, 'opened', r.opened], ['tours', key, 'started', r.started], ['tours', key, 'finished', r.finished])
    rows.push(['tours', key, 'stops_at', r.stopsAt ?? ''], ['tours', key, 'stops_at_place', r.stopsAtPlace ?? ''])
  }
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
