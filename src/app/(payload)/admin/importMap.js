import { CacheNavLink as CacheNavLink_639d4fcf9638d7ee9cad73b8482558ab } from '../../../cms/admin/CacheNavLink'
import { CacheView as CacheView_8be4684dd60f4a7c199a8f9276ea6917 } from '../../../cms/admin/CacheView'
import { UsageStatsView as UsageStatsView_c3e4989a8edc31ed7efa353744cae4e7 } from '../../../cms/admin/UsageStatsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/CacheNavLink#CacheNavLink": CacheNavLink_639d4fcf9638d7ee9cad73b8482558ab,
  "/cms/admin/CacheView#CacheView": CacheView_8be4684dd60f4a7c199a8f9276ea6917,
  "/cms/admin/UsageStatsView#UsageStatsView": UsageStatsView_c3e4989a8edc31ed7efa353744cae4e7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
