import { BuildCheck } from '../build-check/BuildCheck'
import { UsageRecorder } from '../usage/UsageRecorder'
import { SessionFlags } from './SessionFlags'

/** Client-side services every public page runs: build check, session flags, debug panel, usage recording. */
export function ClientRuntime() {
  return (
    <>
      <BuildCheck />
      <SessionFlags />
      <UsageRecorder />
    </>
  )
}
