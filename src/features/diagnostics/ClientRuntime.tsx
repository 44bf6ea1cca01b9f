import { BuildCheck } from '../build-check/BuildCheck'
import { OfflineRuntime } from '../offline/OfflineRuntime'
import { TownLoading } from '../towns/TownLoading'
import { UsageRecorder } from '../usage/UsageRecorder'
import { SessionFlags } from './SessionFlags'

/** Client-side services every public page runs: build check, session flags, debug panel, usage recording, offline, a town page's wait. */
export function ClientRuntime() {
  return (
    <>
      <BuildCheck />
      <SessionFlags />
      <UsageRecorder />
      <OfflineRuntime />
      <TownLoading />
    </>
  )
}
