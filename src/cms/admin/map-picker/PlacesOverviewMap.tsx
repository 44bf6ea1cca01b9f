'use client'

import { useConfig, useListQuery } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useState } from 'react'

import type { Confidence } from '@/domain/catalogue'
import type { LngLat } from '@/domain/geo'
import { frameOf } from '@/domain/map-position'
import { whereConditions } from '@/domain/query-args'
import type { CategoryIcons } from '@/features/places/types'

import type { AdminMapMarker } from './AdminMap'
import { fillWords } from './form-values'
import { LazyAdminMap } from './LazyAdminMap'
import styles from './PlacesOverview.module.css'
import type { AdminMapCategory } from './types'

type Props = {
  words: Record<'confidence' | 'all' | 'mapOf' | 'count' | 'unavailable', string>
  levels: { value: Confidence; label: string; count: number }[]
  categories: AdminMapCategory[]
  icons: CategoryIcons
}

/** The places' own searchable fields, as the list's search box searches them (Places.ts). */
const SEARCHED_FIELDS = ['name', 'address', 'postcode']

type Listed = { id: number; name: string; longitude?: number | null; latitude?: number | null; category?: number | null }

/**
 * Links that filter the list by position confidence, and a small map of every place the list's
 * filters and search select (all pages of it), each opening its edit view when chosen.
 */
export function PlacesOverviewMap({ words, levels, categories, icons }: Props) {
  const { query } = useListQuery()
  const { config } = useConfig()
  const router = useRouter()
  const [markers, setMarkers] = useState<AdminMapMarker[] | null>(null)
  const listPath = `${config.routes.admin}/collections/places`

  const where = useMemo(() => {
    const and: unknown[] = query.where ? [query.where] : []
    if (query.search) and.push({ or: SEARCHED_FIELDS.map((field) => ({ [field]: { like: query.search } })) })
    return { and }
  }, [query.where, query.search])
  const current = whereConditions(query.where).find((c) => c.path === 'confidence' && c.operator === 'equals')?.value

  useEffect(() => {
    const controller = new AbortController()
    const params = new URLSearchParams({ depth: '0', draft: 'true', pagination: 'false', where: JSON.stringify(where) })
    for (const field of ['name', 'longitude', 'latitude', 'category']) params.set(`select[${field}]`, 'true')
    fetch(`${config.routes.api}/places?${params}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then(({ docs }: { docs: Listed[] }) =>
        setMarkers(
          docs.flatMap((d) =>
            typeof d.longitude === 'number' && typeof d.latitude === 'number'
              ? [
                  {
                    id: d.id,
                    name: d.name,
                    coordinates: [d.longitude, d.latitude] as LngLat,
                    category: d.category ?? null,
                  },
                ]
              : [],
          ),
        ),
      )
      .catch(() => !controller.signal.aborted && setMarkers((known) => known ?? []))
    return () => controller.abort()
  }, [where, config.routes.api])

  const frame = useMemo(() => frameOf((markers ?? []).map((m) => m.coordinates)), [markers])

  const filterLink = (level: Confidence | null) => (level ? `${listPath}?where[or][0][and][0][confidence][equals]=${level}` : listPath)

  return (
    <section className={styles.overview} aria-label={words.mapOf}>
      <nav className={styles.filters} aria-label={words.confidence}>
        <span className={styles.caption}>{words.confidence}</span>
        <Link href={filterLink(null)} aria-current={current === undefined ? 'page' : undefined} className={styles.filter}>
          {words.all}
        </Link>
        {levels.map((level) => (
          <Link
            key={level.value}
            href={filterLink(level.value)}
            aria-current={current === level.value ? 'page' : undefined}
            className={styles.filter}
            data-confidence={level.value}
          >
            {level.label} ({level.count})
          </Link>
        ))}
      </nav>
      <LazyAdminMap
        label={words.mapOf}
        categories={categories}
        icons={icons}
        markers={markers ?? []}
        frame={frame}
        outline={null}
        onChoose={(marker) => router.push(`${listPath}/${marker.id}`)}
        unavailable={words.unavailable}
        small
      />
      <p className={styles.caption} role="status" data-testid="overview-count">
        {markers && fillWords(words.count, { count: markers.length })}
      </p>
    </section>
  )
}
