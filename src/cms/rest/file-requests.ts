import fs from 'node:fs/promises'
import path from 'node:path'

import { type CollectionConfig, type CollectionSlug, NotFound, type UploadConfig } from 'payload'

import { BadRequest } from './bad-request'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * Payload serves `/api/{collection}/file/{name}` from the disk by the name in the address. A name
 * holding a NUL makes Node's fs throw, and a name with no file behind it (staff may ask for any
 * name, visitors only for the files of documents they can read) is answered 500: the first is a
 * 400, the second a 404. A name outside the folder is left to Payload's own check (a 400), so no
 * file elsewhere is ever looked at.
 */
function checkFileRequest(staticDir: string): FileHandler {
  const folder = path.resolve(staticDir)
  return async (req, { doc, params }) => {
    if (params.filename.includes('\u0000')) throw new BadRequest('Invalid filename.')
    // Kept in object storage (S3_BUCKET, src/cms/media-storage.ts): its own handler answers, 404 included.
    const upload = req.payload.collections[params.collection as CollectionSlug]?.config.upload
    if (upload && upload.disableLocalStorage) return
    const file = path.resolve(folder, params.filename)
    if (!file.startsWith(folder + path.sep)) return
    const isFile = await fs.stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    )
    if (isFile) return
    // A document whose file has gone is worth a line in the log; a name nobody uploaded is not.
    if (doc) req.payload.logger.error(`File ${params.filename} of ${params.collection} is missing on the disk (${file})`)
    throw new NotFound(req.t)
  }
}

export const withCheckedFileRequests = (collection: CollectionConfig): CollectionConfig => {
  if (!collection.upload) return collection
  const upload = collection.upload === true ? {} : collection.upload
  return {
    ...collection,
    upload: { ...upload, handlers: [checkFileRequest(upload.staticDir || collection.slug), ...(upload.handlers ?? [])] },
  }
}
