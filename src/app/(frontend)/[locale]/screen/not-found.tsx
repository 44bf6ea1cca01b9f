import { DisplayErrorView } from '@/features/kiosk/DisplayErrorView'

export default function ScreenNotFound() {
  return <DisplayErrorView mode="screen" status={404} />
}
