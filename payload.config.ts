import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { adminI18n } from './src/cms/admin-languages'
import { Categories } from './src/cms/collections/Categories'
import { cacheAdminEndpoints } from './src/cms/endpoints/cache-admin'
import { ContactMessages } from './src/cms/collections/ContactMessages'
import { ErrorReports } from './src/cms/collections/ErrorReports'
import { Events } from './src/cms/collections/Events'
import { Feedback } from './src/cms/collections/Feedback'
import { Highlights } from './src/cms/collections/Highlights'
import { Tours } from './src/cms/collections/Tours'
import { Media } from './src/cms/collections/Media'
import { Notices } from './src/cms/collections/Notices'
import { Partners } from './src/cms/collections/Partners'
import { Places } from './src/cms/collections/Places'
import { Towns } from './src/cms/collections/Towns'
import { Users } from './src/cms/collections/Users'
import { t } from './src/cms/fields/labels'
import { BuildState } from './src/cms/globals/BuildState'
import { SiteSettings } from './src/cms/globals/SiteSettings'
import { DATABASE_TIMEOUTS } from './src/domain/database-timeouts'
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from './src/domain/locales'
import { BODY_LIMITS, bodyLimitFor } from './src/domain/request-limits.mjs'
import { withNumericIds } from './src/cms/hooks/numericIds'
import { withPublicReadLimits } from './src/cms/hooks/publicReadLimits'
import { withQueryChecks } from './src/cms/hooks/queryArgs'
import { withDataExceptionsAsBadRequests } from './src/cms/rest/data-exceptions'
import { withCheckedFileRequests } from './src/cms/rest/file-requests'
import { withoutVersionRoutes } from './src/cms/rest/unversioned'
import { payloadLogger } from './src/cms/logger'
import { payloadSecret } from './src/cms/secret'
import { isEmailConfigured, smtpEmail } from './src/cms/email/smtp'
import { mediaStorage } from './src/cms/media-storage'
import { jobsQueue } from './src/cms/jobs'
import { migrations } from './src/migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: process.env.SERVER_URL || '',
  secret: payloadSecret(),
  // Password reset links go out by SMTP when SMTP_URL is set; otherwise `npm run reset-password -- EMAIL`.
  email: isEmailConfigured() ? smtpEmail(process.env.SMTP_URL!) : undefined,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Town Guide admin' },
    // Payload's default avatar is Gravatar: a third-party request with a hash of each editor's email,
    // and blocked by the Content-Security-Policy anyway.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: {
      providers: ['/cms/admin/LivePreviewSaveSignal#LivePreviewSaveSignal'],
      header: ['/cms/admin/MustChangePasswordBanner#MustChangePasswordBanner'],
      afterLogin: ['/cms/admin/PasswordResetNote#PasswordResetNote'],
      afterNavLinks: [
        { path: '/cms/admin/AdminNavLink#AdminNavLink', serverProps: { href: '/admin/cache', label: t('Cache and builds') } },
        { path: '/cms/admin/AdminNavLink#AdminNavLink', serverProps: { href: '/admin/usage-stats', label: t('Usage statistics') } },
      ],
      views: {
        cache: { Component: '/cms/admin/CacheView#CacheView', path: '/cache' },
        usageStats: { Component: '/cms/admin/UsageStatsView#UsageStatsView', path: '/usage-stats' },
      },
    },
  },
  endpoints: cacheAdminEndpoints,
  collections: [
    Towns,
    Places,
    Categories,
    Notices,
    Events,
    Highlights,
    Tours,
    Partners,
    Media,
    ContactMessages,
    Feedback,
    ErrorReports,
    Users,
  ]
    .map(withNumericIds)
    .map(withPublicReadLimits)
    .map(withCheckedFileRequests),
  globals: [SiteSettings, BuildState],
  // Scheduled publishing's jobs queue (issue 22), run by the app itself: src/cms/jobs.ts.
  ...jobsQueue,
  // The admin in the editors' six languages (issue 22).
  i18n: adminI18n,
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LANGUAGE_NAMES[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  db: withDataExceptionsAsBadRequests(
    postgresAdapter({
      pool: {
        connectionString: process.env.DATABASE_URL,
        max: Number(process.env.DATABASE_POOL_MAX || 10),
        keepAlive: true,
        ...DATABASE_TIMEOUTS.payload,
      },
      // Schema changes ship only as committed migrations; a dev push sharing a database with them hangs Payload.
      push: false,
      migrationDir: path.resolve(dirname, 'src/migrations'),
      prodMigrations: migrations,
    }),
  ),
  logger: payloadLogger,
  sharp,
  // The media collection is the only route that takes files (src/cms/rest/cap-body.ts); past the limit, 413.
  upload: {
    limits: { fileSize: BODY_LIMITS.upload },
    abortOnLimit: true,
    requestSizeLimit: bodyLimitFor('POST', '/api/media', 'multipart/form-data'),
  },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disable: true },
  // Uploads in S3-compatible storage when S3_BUCKET is set (several instances share them), else MEDIA_DIR.
  plugins: [mediaStorage()],
  telemetry: false,
})
  .then(withQueryChecks)
  .then(withoutVersionRoutes)
