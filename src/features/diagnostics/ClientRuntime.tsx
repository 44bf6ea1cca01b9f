import { BuildCheck } from '../build-check/BuildCheck'
import { SessionFlags } from './SessionFlags'

/** Client-side services every public page runs: build check, session flags and debug panel. */
export function ClientRuntime() {
  return (
    <>
      <BuildCheck />
      <SessionFlags />
    </>
  )
}
