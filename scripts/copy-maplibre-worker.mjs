// Copies MapLibre's web worker into public/ so the map can pass it as `workerUrl`: maplibre-gl 6
// cannot find its worker inside a Next bundle (ARCHITECTURE.md). Run before `next build`.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const source = path.join(root, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs')
const target = path.join(root, 'public/maplibre-gl-worker.mjs')

const current = fs.existsSync(target) ? fs.readFileSync(target) : null
const next = fs.readFileSync(source)
if (!current || !current.equals(next)) {
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, next)
  console.log(`maplibre worker copied to ${path.relative(root, target)} (${(next.length / 1024).toFixed(0)} KB)`)
}
