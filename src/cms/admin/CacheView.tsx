import type { AdminViewServerProps, Payload } from 'payload'

import type { BuildRecord } from '@/domain/build-id'

import { AdminOnlyView } from './AdminOnlyView'
import { CacheActions } from './CacheActions'
import styles from './CacheView.module.css'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

const when = (timestamp: number | string | null | undefined) =>
  timestamp ? new Date(timestamp).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: GUIDE_TIME_ZONE }) : '—'

/** /admin/cache: the current build id, recent publishes and their tags, and the two cache actions. Admins only. */
export function CacheView(view: AdminViewServerProps) {
  return (
    <AdminOnlyView
      view={view}
      title="Cache"
      refusal="Only admins can manage the cache. Editors’ changes are published automatically when they save."
    >
      <CacheAndBuilds payload={view.initPageResult.req.payload} />
    </AdminOnlyView>
  )
}

async function CacheAndBuilds({ payload }: { payload: Payload }) {
  const state = await payload.findGlobal({ slug: 'build-state', overrideAccess: true, depth: 0 })
  const history = (state.history as BuildRecord[] | null) ?? []

  return (
    <>
      <h1>Cache and builds</h1>
      <p>
        Every publish expires the pages it touched and changes the build id; open phones and kiosks reload into the new build at their next
        navigation.
      </p>
      <dl className={styles.facts}>
        <dt>Current content build id</dt>
        <dd>
          <code>{state.buildId ?? 'none yet'}</code>
        </dd>
        <dt>Last changed</dt>
        <dd>
          {when(state.changedAt)} by {state.changedBy ?? '—'}
          {state.reason ? ` (${state.reason})` : ''}
        </dd>
      </dl>
      <CacheActions />
      <h2>Latest publishes</h2>
      {history.length === 0 ? (
        <p>Nothing has been published since the database was created.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>The {history.length} most recent builds, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Build</th>
              <th scope="col">By</th>
              <th scope="col">Why</th>
              <th scope="col">Tags revalidated</th>
            </tr>
          </thead>
          <tbody>
            {history.map((record) => (
              <tr key={record.id}>
                <td>{when(record.timestamp)}</td>
                <td>
                  <code>{record.id}</code>
                </td>
                <td>{record.by}</td>
                <td>{record.reason}</td>
                <td>{record.tags.length ? record.tags.join(', ') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
