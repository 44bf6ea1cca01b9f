import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { payloadPool } from '@/data/payload'
import { retentionMonths } from '@/domain/retention'
import { type UsageStats, parseFilter, usageStats } from '@/features/usage/stats-queries'

import { hasRole } from '../access/roles'
import { UsageChart } from './UsageCharts'
import styles from './UsageStatsView.module.css'

type Column<R> = { label: string; value: (row: R) => string | number; numeric?: boolean }

function DataTable<R>({ caption, rows, columns }: { caption: string; rows: R[]; columns: Column<R>[] }) {
  return (
    <details className={styles.details}>
      <summary>Table view</summary>
      <table className={styles.table}>
        <caption className={styles.empty}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? styles.num : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.label} className={c.numeric ? styles.num : undefined}>
                  {c.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  )
}

function Charts({ stats }: { stats: UsageStats }) {
  return (
    <div className={styles.grid}>
      <Card title="Visits per day">
        <UsageChart
          kind="line"
          label="Line chart of page views per day"
          data={stats.visitsPerDay}
          xKey="day"
          series={[{ key: 'visits', label: 'Page views' }]}
        />
        <DataTable
          caption="Page views per day"
          rows={stats.visitsPerDay}
          columns={[
            { label: 'Day', value: (r) => r.day },
            { label: 'Page views', value: (r) => r.visits, numeric: true },
          ]}
        />
      </Card>
      <Card title="Top places">
        <UsageChart
          kind="bar"
          label="Bar chart of the most opened places"
          data={stats.topPlaces}
          xKey="place"
          series={[{ key: 'opens', label: 'Opens' }]}
        />
        <DataTable
          caption="Most opened places"
          rows={stats.topPlaces}
          columns={[
            { label: 'Place', value: (r) => r.place },
            { label: 'Town', value: (r) => r.town ?? '—' },
            { label: 'Opens', value: (r) => r.opens, numeric: true },
          ]}
        />
      </Card>
      <Card title="Searches per town">
        <UsageChart
          kind="bar"
          label="Bar chart of searches and searches without results per town"
          data={stats.searchesPerTown}
          xKey="town"
          series={[
            { key: 'searches', label: 'Searches' },
            { key: 'noResults', label: 'No results' },
          ]}
        />
        <DataTable
          caption="Searches per town (query text is never recorded)"
          rows={stats.searchesPerTown}
          columns={[
            { label: 'Town', value: (r) => r.town },
            { label: 'Searches', value: (r) => r.searches, numeric: true },
            { label: 'No results', value: (r) => r.noResults, numeric: true },
            { label: 'Average length', value: (r) => r.averageLength, numeric: true },
          ]}
        />
      </Card>
      <Card title="Languages">
        <UsageChart
          kind="bar"
          label="Bar chart of page views per language"
          data={stats.languages}
          xKey="locale"
          series={[{ key: 'visits', label: 'Page views' }]}
        />
        <DataTable
          caption="Page views per language"
          rows={stats.languages}
          columns={[
            { label: 'Language', value: (r) => r.locale },
            { label: 'Page views', value: (r) => r.visits, numeric: true },
          ]}
        />
      </Card>
      <Card title="Phone, kiosk and screen per town">
        <UsageChart
          kind="stacked"
          label="Stacked bar chart of page views per town by phone, kiosk and screen"
          data={stats.modesPerTown}
          xKey="town"
          series={[
            { key: 'phone', label: 'Phone' },
            { key: 'kiosk', label: 'Kiosk' },
            { key: 'screen', label: 'Screen' },
          ]}
        />
        <DataTable
          caption="Page views per town and mode"
          rows={stats.modesPerTown}
          columns={[
            { label: 'Town', value: (r) => r.town },
            { label: 'Phone', value: (r) => r.phone, numeric: true },
            { label: 'Kiosk', value: (r) => r.kiosk, numeric: true },
            { label: 'Screen', value: (r) => r.screen, numeric: true },
          ]}
        />
      </Card>
      <Card title="Kiosk activity and idle resets">
        <UsageChart
          kind="bar"
          label="Bar chart of events, sessions and idle resets per kiosk"
          data={stats.kiosks.map((k) => ({ ...k, name: `${k.town} ${k.kioskId}` }))}
          xKey="name"
          series={[
            { key: 'events', label: 'Events' },
            { key: 'sessions', label: 'Sessions' },
            { key: 'idleResets', label: 'Idle resets' },
          ]}
        />
        <DataTable
          caption="Activity per kiosk and screen"
          rows={stats.kiosks}
          columns={[
            { label: 'Town', value: (r) => r.town },
            { label: 'Kiosk', value: (r) => r.kioskId },
            { label: 'Events', value: (r) => r.events, numeric: true },
            { label: 'Sessions', value: (r) => r.sessions, numeric: true },
            { label: 'Idle resets', value: (r) => r.idleResets, numeric: true },
            { label: 'Last seen', value: (r) => r.lastSeen.replace('T', ' ').slice(0, 16) },
          ]}
        />
      </Card>
    </div>
  )
}

/** /admin/usage-stats: how the guide is used, per town and kiosk. Admins only, decided here from req.user. */
export async function UsageStatsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fusage-stats')
  const template = {
    i18n: req.i18n,
    locale,
    params,
    payload: req.payload,
    permissions,
    searchParams,
    user: req.user ?? undefined,
    visibleEntities,
  }
  if (!hasRole(req.user, 'admin')) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1>Usage statistics</h1>
          <p role="alert">Only admins can see usage statistics.</p>
        </Gutter>
      </DefaultTemplate>
    )
  }
  // A date that is not a real day shows the default range, as the date inputs cannot send one.
  const { filter } = parseFilter((searchParams ?? {}) as Record<string, string | string[] | undefined>)
  const [stats, towns] = await Promise.all([
    usageStats(await payloadPool(), filter),
    req.payload.find({ collection: 'towns', depth: 0, limit: 50, sort: 'name', overrideAccess: true }),
  ])
  const query = new URLSearchParams({ from: filter.from, to: filter.to, ...(filter.town ? { town: filter.town } : {}) })

  return (
    <DefaultTemplate {...template}>
      <Gutter>
        <h1>Usage statistics</h1>
        <p>
          Anonymous events from phones, kiosks and screens: no names, no addresses, and never the text of a search.{' '}
          {stats.totalEvents.toLocaleString('en-GB')} events in the range.
        </p>
        <p data-testid="retention">
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
        <Charts stats={stats} />
        <p className={styles.timings} data-testid="query-timings">
          Query times (ms):{' '}
          {Object.entries(stats.timings)
            .map(([name, ms]) => `${name} ${ms}`)
            .join(' · ')}
        </p>
      </Gutter>
    </DefaultTemplate>
  )
}
