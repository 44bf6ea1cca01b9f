import { DisplayErrorView } from '@/features/kiosk/DisplayErrorView'

export default function KioskNotFound() {
  return <DisplayErrorView mode="kiosk" status={404} />
}
