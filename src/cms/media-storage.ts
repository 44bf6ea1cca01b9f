import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

/**
 * With S3_BUCKET, uploads live in S3-compatible object storage (AWS S3, MinIO…) that every app
 * instance shares; otherwise in MEDIA_DIR on this machine. Either way visitors fetch them from
 * /api/media/file/…, so their addresses, caching and offline copies do not change. The plugin is
 * always installed, switched off without a bucket, so the admin's import map is the same either way.
 */
export function mediaStorage(env: NodeJS.ProcessEnv = process.env): Plugin {
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    // Its two columns (prefix, _objectKey) exist either way, so one schema and one set of migrations serve both.
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: env.S3_BUCKET ?? '',
    config: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      // MinIO and most S3-compatible servers address buckets by path, not by host name.
      forcePathStyle: Boolean(env.S3_ENDPOINT),
      credentials: env.S3_ACCESS_KEY_ID
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' }
        : undefined,
    },
  })
}
