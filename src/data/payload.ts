import config from '@payload-config'
import { getPayload } from 'payload'

/** The one Payload instance of this server process. */
export const payloadClient = () => getPayload({ config })
