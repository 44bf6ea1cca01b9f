import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { hasRole } from '../access/roles'

/**
 * Payload's admin frame around a custom view that only admins may use, decided here from
 * req.user (never by the proxy alone). Anyone else sees `title` and `refusal`; `children` is not
 * even rendered for them, so its data is never read.
 */
export function AdminOnlyView({
  view: { initPageResult, params, searchParams },
  title,
  refusal,
  children,
}: {
  view: AdminViewServerProps
  title: string
  refusal: string
  children: ReactNode
}) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        {hasRole(req.user, 'admin') ? (
          children
        ) : (
          <>
            <h1>{title}</h1>
            <p role="alert">{refusal}</p>
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
