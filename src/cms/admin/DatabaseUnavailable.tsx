import { ReloadButton } from './ReloadButton'

/** Retry on its own: whoever left the admin open sees it come back without doing anything. */
const RETRY_SECONDS = 15

/**
 * What the admin shows while Postgres does not answer, instead of a page that spins until the
 * browser gives up. The public site keeps serving its pages meanwhile.
 */
export function DatabaseUnavailable() {
  // Inline styles: the admin's own stylesheet resets margins and paints the page white.
  const paragraph = { margin: '0 0 1rem', lineHeight: 1.5 }
  return (
    <html lang="en" style={{ background: '#f6f6f4' }}>
      {/* React places title and meta elements in the document's head wherever they are rendered. */}
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          margin: 0,
          padding: '12vh 1rem',
          minHeight: '100vh',
          boxSizing: 'border-box',
          background: '#f6f6f4',
          color: '#1c1c1c',
        }}
      >
        <title>Database unavailable · Town Guide admin</title>
        <meta httpEquiv="refresh" content={String(RETRY_SECONDS)} />
        <meta name="robots" content="noindex" />
        <main
          style={{
            maxWidth: '36rem',
            margin: '0 auto',
            padding: '2rem',
            background: '#fff',
            borderRadius: 8,
            boxShadow: '0 1px 3px rgba(0,0,0,0.12)',
          }}
        >
          <h1 style={{ margin: '0 0 1rem', fontSize: '1.75rem' }}>The database is unavailable</h1>
          <p role="alert" style={paragraph}>
            The admin cannot load or save anything until the guide&apos;s database answers again. Nothing you saved before is lost.
          </p>
          <p style={paragraph}>
            The public guide keeps showing its pages meanwhile. This page tries again every {RETRY_SECONDS} seconds; if it stays here, ask
            whoever runs the server to check Postgres.
          </p>
          <p style={{ margin: 0 }}>
            <ReloadButton style={{ minHeight: 44, padding: '0 1rem', font: 'inherit', cursor: 'pointer' }}>Try again now</ReloadButton>
          </p>
        </main>
      </body>
    </html>
  )
}
