'use client'

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import styles from './UsageStatsView.module.css'

/** Colours with at least 3:1 contrast on Payload's light and dark admin backgrounds. */
const SERIES = ['#1f6feb', '#c2410c', '#15803d'] as const

type Series = { key: string; label: string }

/** One recharts chart drawn from rows already aggregated on the server; the table beside it carries the same numbers. */
export function UsageChart({
  kind,
  data,
  xKey,
  series,
  label,
}: {
  kind: 'line' | 'bar' | 'stacked'
  data: Record<string, string | number | null>[]
  xKey: string
  series: Series[]
  label: string
}) {
  if (data.length === 0) return <p className={styles.empty}>No events in this range.</p>
  return (
    <div className={styles.chart} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'line' ? (
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey={xKey} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={SERIES[i % SERIES.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey={xKey} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            {series.length > 1 ? <Legend /> : null}
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={SERIES[i % SERIES.length]}
                stackId={kind === 'stacked' ? 'all' : undefined}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  )
}
