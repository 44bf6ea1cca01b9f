/** Retry on its own: whoever left the admin open sees it come back without doing anything. */
const RETRY_SECONDS = 15

/**
 * What the admin shows while Postgres does not answer, instead of a page that spins until the
 * browser gives up. The public site keeps serving its pages meanwhile.
 */
export function DatabaseUnavailable() {
  return (
    <html lang="en">
      <head>
        <title>Database unavailable · Town Guide admin</title>
        <meta httpEquiv="refresh" content={String(RETRY_SECONDS)} />
        <meta name="robots" content="noindex" />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, background: '#f6f6f4', color: '#1c1c1c' }}>
        <main style={{ maxWidth: '36rem', margin: '15vh auto', padding: '2rem', background: '#fff', borderRadius: 8 }}>
          <h1 style={{ marginTop: 0 }}>The database is unavailable</h1>
          <p role="alert">The admin cannot load or save anything until the guide&apos;s database answers again. Nothing you saved before is lost.</p>
          <p>
            The public guide keeps showing its pages meanwhile. This page tries again every {RETRY_SECONDS} seconds; if it stays here, ask whoever runs the
            server to check Postgres.
          </p>
          <p>
            <a href="">Try again now</a>
          </p>
        </main>
      </body>
    </html>
  )
}
