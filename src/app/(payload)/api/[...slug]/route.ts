/* Payload's REST API as Payload generates it, with bodies capped (cap-body.ts), queries it cannot read refused (refuse-malformed-queries.ts), the contact form guarded (guard-contact-form.ts), password reset requests limited (limit-password-resets.ts), session writes serialized (serialize-session-writes.ts) and uploaded files sandboxed (sandbox-media-files.ts). */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { serializeSessionWrites } from '@/cms/auth/serialize-session-writes'
import { capRestBody } from '@/cms/rest/cap-body'
import { guardContactForm } from '@/cms/rest/guard-contact-form'
import { limitPasswordResets } from '@/cms/rest/limit-password-resets'
import { refuseMalformedQueries } from '@/cms/rest/refuse-malformed-queries'
import { sandboxMediaFiles } from '@/cms/rest/sandbox-media-files'

export const GET = refuseMalformedQueries(sandboxMediaFiles(REST_GET(config)))
export const POST = capRestBody(refuseMalformedQueries(guardContactForm(limitPasswordResets(serializeSessionWrites(REST_POST(config))))))
export const DELETE = capRestBody(refuseMalformedQueries(REST_DELETE(config)))
export const PATCH = capRestBody(refuseMalformedQueries(REST_PATCH(config)))
export const PUT = capRestBody(refuseMalformedQueries(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
