import { redirect } from 'next/navigation'
import type { AdminViewServerProps, Payload } from 'payload'

import { payloadPool } from '@/data/payload'
import { type UsageStats, usageStats } from '@/data/usage-stats'
import { retentionMonths } from '@/domain/retention'
import { parseFilter } from '@/features/usage/stats-filter'

import { AdminOnlyView } from './AdminOnlyView'
import { UsageChart } from './UsageCharts'
import styles from './UsageStatsView.module.css'

type Row = Record<string, string | number | null>

/** What each measure is called, in chart legends and table headings alike. */
const TEXT_COLUMNS = {
  day: 'Day',
  place: 'Place',
  town: 'Town',
  locale: 'Language',
  kioskId: 'Kiosk',
  lastSeen: 'Last seen',
  tour: 'Tour',
  stopsAt: 'Where most stop',
}
const NUMBER_COLUMNS = {
  visits: 'Page views',
  opens: 'Opens',
  searches: 'Searches',
  noResults: 'No results',
  averageLength: 'Average length',
  phone: 'Phone',
  kiosk: 'Kiosk',
  screen: 'Screen',
  events: 'Events',
  sessions: 'Sessions',
  idleResets: 'Idle resets',
  opened: 'Opened',
  started: 'Started',
  finished: 'Finished',
}
type NumberColumn = keyof typeof NUMBER_COLUMNS
type Column = keyof typeof TEXT_COLUMNS | NumberColumn

const isNumberColumn = (column: Column): column is NumberColumn => column in NUMBER_COLUMNS
const labelOf = (column: Column) => (isNumberColumn(column) ? NUMBER_COLUMNS[column] : TEXT_COLUMNS[column])
const cellOf = (column: Column, row: Row) =>
  column === 'lastSeen' ? String(row.lastSeen).replace('T', ' ').slice(0, 16) : (row[column] ?? '—')

/**
 * One card: a chart (bars unless said otherwise) of some measures, and the same rows as a table for
 * screen readers and copying, with the chart's columns unless it lists its own.
 */
type Panel = {
  title: string
  rows: (stats: UsageStats) => Row[]
  chart: { kind?: 'line' | 'stacked'; label: string; xKey: Column | 'name'; series: NumberColumn[] }
  caption: string
  columns?: Column[]
}

const PANELS: Panel[] = [
  {
    title: 'Visits per day',
    rows: (stats) => stats.visitsPerDay,
    chart: { kind: 'line', label: 'Line chart of page views per day', xKey: 'day', series: ['visits'] },
    caption: 'Page views per day',
  },
  {
    title: 'Top places',
    rows: (stats) => stats.topPlaces,
    chart: { label: 'Bar chart of the most opened places', xKey: 'place', series: ['opens'] },
    caption: 'Most opened places',
    columns: ['place', 'town', 'opens'],
  },
  {
    title: 'Searches per town',
    rows: (stats) => stats.searchesPerTown,
    chart: {
      label: 'Bar chart of searches and searches without results per town',
      xKey: 'town',
      series: ['searches', 'noResults'],
    },
    caption: 'Searches per town (query text is never recorded)',
    columns: ['town', 'searches', 'noResults', 'averageLength'],
  },
  {
    title: 'Languages',
    rows: (stats) => stats.languages,
    chart: { label: 'Bar chart of page views per language', xKey: 'locale', series: ['visits'] },
    caption: 'Page views per language',
  },
  {
    title: 'Phone, kiosk and screen per town',
    rows: (stats) => stats.modesPerTown,
    chart: {
      kind: 'stacked',
      label: 'Stacked bar chart of page views per town by phone, kiosk and screen',
      xKey: 'town',
      series: ['phone', 'kiosk', 'screen'],
    },
    caption: 'Page views per town and mode',
  },
  {
    title: 'Kiosk activity and idle resets',
    rows: (stats) => stats.kiosks.map((k) => ({ ...k, name: `${k.town} ${k.kioskId}` })),
    chart: {
      label: 'Bar chart of events, sessions and idle resets per kiosk',
      xKey: 'name',
      series: ['events', 'sessions', 'idleResets'],
    },
    caption: 'Activity per kiosk and screen',
    columns: ['town', 'kioskId', 'events', 'sessions', 'idleResets', 'lastSeen'],
  },
  {
    title: 'Walking tours',
    rows: (stats) =>
      stats.tours.map((r) => ({
        ...r,
        stopsAt: r.stopsAt === null ? '—' : r.stopsAt === 0 ? 'Before the first stop' : `Stop ${r.stopsAt} (${r.stopsAtPlace})`,
      })),
    chart: { label: 'Bar chart of walking tours opened, started and finished', xKey: 'tour', series: ['opened', 'started', 'finished'] },
    caption: 'Walking tours per town: opened, started, finished, and the stop after which most visitors who started went no further',
    columns: ['town', 'tour', 'opened', 'started', 'finished', 'stopsAt'],
  },
]

function StatsPanel({
  panel: { title, rows, chart, caption, columns = [chart.xKey as Column, ...chart.series] },
  stats,
}: {
  panel: Panel
  stats: UsageStats
}) {
  const data = rows(stats)
  const numeric = (column: Column) => (isNumberColumn(column) ? styles.num : undefined)
  return (
    <section className={styles.card} aria-label={title}>
      <h2>{title}</h2>
      <UsageChart
        kind={chart.kind ?? 'bar'}
        label={chart.label}
        xKey={chart.xKey}
        series={chart.series.map((key) => ({ key, label: NUMBER_COLUMNS[key] }))}
        data={data}
      />
      <details className={styles.details}>
        <summary>Table view</summary>
        <table className={styles.table}>
          <caption className={styles.empty}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={numeric(column)}>
                  {labelOf(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row, i) => (
              <tr key={i}>
                {columns.map((column) => (
                  <td key={column} className={numeric(column)}>
                    {cellOf(column, row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}

/** /admin/usage-stats: how the guide is used, per town and kiosk. Admins only. */
export function UsageStatsView(view: AdminViewServerProps) {
  if (!view.initPageResult.req.user) redirect('/admin/login?redirect=%2Fadmin%2Fusage-stats')
  return (
    <AdminOnlyView view={view} title="Usage statistics" refusal="Only admins can see usage statistics.">
      <UsageStatistics payload={view.initPageResult.req.payload} searchParams={view.searchParams} />
    </AdminOnlyView>
  )
}

async function UsageStatistics({ payload, searchParams }: { payload: Payload; searchParams: AdminViewServerProps['searchParams'] }) {
  // A date that is not a real day shows the default range, as the date inputs cannot send one.
  const { filter } = parseFilter((searchParams ?? {}) as Record<string, string | string[] | undefined>)
  const [stats, towns] = await Promise.all([
    usageStats(await payloadPool(), filter),
    payload.find({ collection: 'towns', depth: 0, limit: 50, sort: 'name', overrideAccess: true }),
  ])
  const query = new URLSearchParams({ from: filter.from, to: filter.to, ...(filter.town ? { town: filter.town } : {}) })

  return (
    <>
      <h1>Usage statistics</h1>
      <p>
        Anonymous events from phones, kiosks and screens: no names, no addresses, and never the text of a search.{' '}
        {stats.totalEvents.toLocaleString('en-GB')} events in the range.
      </p>
      <p>
        Visitor data (usage events, feedback, error reports and contact messages) is kept for {retentionMonths()} months, then deleted
        automatically. The server&apos;s <code>RETENTION_MONTHS</code> setting changes this.
      </p>
      <form method="get" className={styles.filters} aria-label="Filter statistics">
        <label>
          From
          <input type="date" name="from" defaultValue={filter.from} required />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={filter.to} required />
        </label>
        <label>
          Town
          <select name="town" defaultValue={filter.town ?? ''}>
            <option value="">All towns</option>
            {towns.docs.map((town) => (
              <option key={town.id} value={town.slug}>
                {town.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          Apply
        </button>
        <a className={styles.button} href={`/api/usage-stats/export?${query}`} download>
          Download CSV
        </a>
      </form>
      <div className={styles.grid}>
        {PANELS.map((panel) => (
          <StatsPanel key={panel.title} panel={panel} stats={stats} />
        ))}
      </div>
      <p className={styles.timings}>
        Query times (ms):{' '}
        {Object.entries(stats.timings)
          .map(([name, ms]) => `${name} ${ms}`)
          .join(' · ')}
      </p>
    </>
  )
}
