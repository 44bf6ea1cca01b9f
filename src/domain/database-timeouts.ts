/**
 * How long anything waits on Postgres (issue 16): a database that hangs (paused, a network that
 * drops packets) must make the app answer fast from what it knows, never hold sockets for minutes.
 * `query_timeout` is the client's own clock, so it fires even when the server is frozen;
 * `statement_timeout` stops a runaway query on a server that is alive.
 */
export const DATABASE_TIMEOUTS = {
  /** Payload's pool: the admin, publishing, page regeneration. */
  payload: { connectionTimeoutMillis: 3000, query_timeout: 10_000, statement_timeout: 10_000, idle_in_transaction_session_timeout: 30_000 },
  /** The ingest routes' own small pool: a refused batch is kept by the client, so answer 503 within 2 s. */
  ingest: { max: 4, connectionTimeoutMillis: 800, query_timeout: 1000, statement_timeout: 1000 },
  /** The proxy's construction flag: one connection, read in the background. */
  flag: { max: 1, connectionTimeoutMillis: 1000, query_timeout: 1000, statement_timeout: 1000 },
  /**
   * Whether the admin can work at all: its own two connections, so the construction flag's one,
   * busy on a cold start or under load, is never mistaken for a database that is down.
   */
  status: { max: 2, connectionTimeoutMillis: 2000, query_timeout: 2000, statement_timeout: 2000 },
  /** Sign-in throttling's own pool: a flood of attempts never takes the connections editors need. */
  login: { max: 4, connectionTimeoutMillis: 2000, query_timeout: 3000, statement_timeout: 3000 },
} as const

/** How long a request waits for a fresh build id before answering with the last one known. */
export const BUILD_ID_FRESH_WAIT_MS = 500
