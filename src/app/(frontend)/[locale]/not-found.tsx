import { ErrorView } from '@/features/pages/ErrorView'

export default function NotFound() {
  return <ErrorView status={404} />
}
