import { PositionField as PositionField_57d36fbedef65fa4ee0efa67501444ec } from '../../../cms/admin/map-picker/PositionField'
import { OpeningHoursPreview as OpeningHoursPreview_573013d2c330deaa21d12c71be05b6a8 } from '../../../cms/admin/OpeningHoursPreview'
import { PlacesOverview as PlacesOverview_7ed306b995841da860961d4546005721 } from '../../../cms/admin/map-picker/PlacesOverview'
import { TourPathField as TourPathField_cd1bf7e8e89c7d534bfb07562fb3c264 } from '../../../cms/admin/map-picker/TourPathField'
import { MustChangePasswordBanner as MustChangePasswordBanner_cdc5ec314c66a39f125c9e3f0fcf3e4b } from '../../../cms/admin/MustChangePasswordBanner'
import { PasswordResetNote as PasswordResetNote_fe0e1f013447c2c433b09e3187086bad } from '../../../cms/admin/PasswordResetNote'
import { AdminNavLink as AdminNavLink_35bb6f52605d9d1a02a8ccb9ab25e00d } from '../../../cms/admin/AdminNavLink'
import { LivePreviewSaveSignal as LivePreviewSaveSignal_6f9005edbe85d7b5ddf9c31c17ce8fe4 } from '../../../cms/admin/LivePreviewSaveSignal'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CacheView as CacheView_8be4684dd60f4a7c199a8f9276ea6917 } from '../../../cms/admin/CacheView'
import { UsageStatsView as UsageStatsView_c3e4989a8edc31ed7efa353744cae4e7 } from '../../../cms/admin/UsageStatsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/map-picker/PositionField#PositionField": PositionField_57d36fbedef65fa4ee0efa67501444ec,
  "/cms/admin/OpeningHoursPreview#OpeningHoursPreview": OpeningHoursPreview_573013d2c330deaa21d12c71be05b6a8,
  "/cms/admin/map-picker/PlacesOverview#PlacesOverview": PlacesOverview_7ed306b995841da860961d4546005721,
  "/cms/admin/map-picker/TourPathField#TourPathField": TourPathField_cd1bf7e8e89c7d534bfb07562fb3c264,
  "/cms/admin/MustChangePasswordBanner#MustChangePasswordBanner": MustChangePasswordBanner_cdc5ec314c66a39f125c9e3f0fcf3e4b,
  "/cms/admin/PasswordResetNote#PasswordResetNote": PasswordResetNote_fe0e1f013447c2c433b09e3187086bad,
  "/cms/admin/AdminNavLink#AdminNavLink": AdminNavLink_35bb6f52605d9d1a02a8ccb9ab25e00d,
  "/cms/admin/LivePreviewSaveSignal#LivePreviewSaveSignal": LivePreviewSaveSignal_6f9005edbe85d7b5ddf9c31c17ce8fe4,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/admin/CacheView#CacheView": CacheView_8be4684dd60f4a7c199a8f9276ea6917,
  "/cms/admin/UsageStatsView#UsageStatsView": UsageStatsView_c3e4989a8edc31ed7efa353744cae4e7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
