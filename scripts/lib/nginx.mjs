// nginx in front of several app instances on one machine (issue 19): renders the kept configuration
// (deploy/nginx/town-guide.conf.template) into a folder of its own and runs nginx from it.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { basemapDir } from '../../src/features/basemap/basemap-dir.mjs'
import { BODY_LIMITS } from '../../src/domain/request-limits.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')
const TEMPLATE = path.join(ROOT, 'deploy/nginx/town-guide.conf.template')

/** The nginx binary: NGINX_BIN, or `nginx` on the PATH (Debian puts it in /usr/sbin). */
export function findNginx(env = process.env) {
  const candidates = env.NGINX_BIN ? [env.NGINX_BIN] : ['nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx']
  return candidates.find((bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0) ?? null
}

export const NGINX_MISSING =
  'INSTANCES > 1 puts nginx in front of the app instances, and no nginx was found. Install it ' +
  '(Debian/Ubuntu: `sudo apt-get install nginx`; macOS: `brew install nginx`) or set NGINX_BIN to its path.'

/** ${NAME} in the template, from `values`; nginx's own $variables are left alone. */
export function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx template names ${whole}, which has no value`)
    return values[name]
  })
}

/** The largest body the app takes (an upload with its multipart framing), in nginx's unit. */
export const bodyLimit = () => `${Math.ceil(BODY_LIMITS.upload / (1024 * 1024)) + 1}m`

/** Brotli's filter, where this nginx has it: built in, or Debian's libnginx-mod-http-brotli-filter. */
export function findBrotli(bin) {
  const built = spawnSync(bin, ['-V'], { encoding: 'utf8' }).stderr ?? ''
  if (/--add-module=\S*brotli/.test(built)) return { module: null }
  const modules = /--modules-path=(\S+)/.exec(built)?.[1] ?? '/usr/lib/nginx/modules'
  const file = path.join(modules, 'ngx_http_brotli_filter_module.so')
  return fs.existsSync(file) ? { module: file } : null
}

/** Brotli for what the template gzips (its gzip_types and gzip_min_length), at a level that costs about what gzip's does. */
export function brotliDirectives(template) {
  const types = /^gzip_types ([^;]+);/m.exec(template)?.[1]
  const minLength = /^gzip_min_length (\d+);/m.exec(template)?.[1]
  if (!types || !minLength) throw new Error('deploy/nginx template: brotli follows gzip_types and gzip_min_length, and it has neither')
  return `brotli on; brotli_comp_level 5; brotli_min_length ${minLength}; brotli_types ${types};`
}

/**
 * Writes `nginx.conf` into `dir`: a small main file whose pid, logs and temporary files all stay in
 * `dir`, around `http` (the http-level configuration), with `workers` worker processes. Returns its path.
 */
export function writeNginxMain(dir, http, { workers = 'auto', modules = [] } = {}) {
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true })
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`
  const main = [
    // As root, workers would otherwise run as `nobody`, who cannot write the cache under this folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    ...modules.map((file) => `load_module ${file};`),
    `worker_processes ${workers};`,
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    http,
    '}',
    '',
  ].join('\n')
  const file = path.join(dir, 'nginx.conf')
  fs.writeFileSync(file, main)
  return file
}

/** The guide's configuration (deploy/nginx) in front of instances on these local ports, written into `dir`. */
export function writeNginxConfig({ bin, dir, listen, upstreamPorts }) {
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true })
  // A socket left by an nginx that was killed would stop this one from listening there.
  fs.rmSync(path.join(dir, 'cache', 'compress.sock'), { force: true })
  const brotli = findBrotli(bin)
  const template = fs.readFileSync(TEMPLATE, 'utf8')
  const site = renderTemplate(template, {
    NGINX_LISTEN: String(listen),
    NGINX_UPSTREAM_SERVERS: upstreamPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    '),
    NGINX_CACHE_DIR: path.join(dir, 'cache'),
    NGINX_BODY_LIMIT: bodyLimit(),
    NGINX_BASEMAP_DIR: basemapDir(),
    NGINX_BROTLI: brotli ? brotliDirectives(template) : '',
  })
  fs.writeFileSync(path.join(dir, 'town-guide.conf'), site)
  return writeNginxMain(dir, `  include ${path.join(dir, 'town-guide.conf')};`, { modules: brotli?.module ? [brotli.module] : [] })
}

/** Checks the configuration, then runs nginx in the foreground as a child process. */
export function startNginx(bin, configFile, { stdio = 'inherit' } = {}) {
  const check = spawnSync(bin, ['-t', '-q', '-c', configFile, '-p', path.dirname(configFile)], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx refused the configuration ${configFile}:\n${check.stderr}`)
  return spawn(bin, ['-c', configFile, '-p', path.dirname(configFile), '-g', 'daemon off;'], { stdio })
}
