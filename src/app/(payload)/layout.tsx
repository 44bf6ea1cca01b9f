/* Payload's admin shell as Payload generates it, behind a database check (a hung database must not leave editors on a spinning page). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import React from 'react'

import { DatabaseUnavailable } from '@/cms/admin/DatabaseUnavailable'
import { databaseAnswers } from '@/data/database-status'

import { importMap } from './admin/importMap'
import './custom.scss'

type Args = { children: React.ReactNode }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap })
}

const Layout = async ({ children }: Args) =>
  (await databaseAnswers()) ? (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  ) : (
    <DatabaseUnavailable />
  )

export default Layout
