/**
 * What Payload's REST API would trip over in a query string before any of its checks run. It reads
 * `where` and `data` as JSON text unless they come field by field (`where[slug][equals]=…`), and
 * an unparsable one is a SyntaxError, answered 500. A file's `prefix` names a folder in cloud
 * storage: on a collection stored on disk Payload looks for a `prefix` field that is not there.
 */
const JSON_PARAMS = ['where', 'data'] as const
const FILE_PATH = /^\/api\/[^/]+\/file\//

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Messages for what is wrong with a REST request's query; empty when Payload can take it. */
export function restQueryProblems(pathname: string, params: URLSearchParams): string[] {
  const problems = JSON_PARAMS.flatMap((name) =>
    params.getAll(name).some((value) => value !== '' && !isJson(value))
      ? [`${name} must be JSON, or given field by field as ${name}[field][operator]=value`]
      : [],
  )
  if (FILE_PATH.test(pathname) && params.has('prefix'))
    problems.push('prefix is not supported: files are stored on this server, not in cloud storage')
  return problems
}
