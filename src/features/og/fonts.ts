import 'server-only'

import fs from 'node:fs'
import path from 'node:path'

/**
 * Inter for the cards, bundled from @fontsource/inter and read once when the module loads: nothing
 * is fetched while a card is drawn. satori reads .woff (not .woff2). Each weight comes in two files,
 * Latin and Latin Extended: the second has the Polish and Lithuanian letters (ł ą ę ś ż ė į š ų ū…).
 * satori uses one file per family and weight, and takes a letter that file lacks from the next
 * family that has it, so the extended files are a family of their own.
 */
const FILES = path.join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files')

const SUBSETS = [
  { name: 'Inter', file: 'latin' },
  { name: 'Inter Latin Extended', file: 'latin-ext' },
] as const

export const CARD_FONTS = SUBSETS.flatMap(({ name, file }) =>
  ([400, 700] as const).map((weight) => ({
    name,
    data: fs.readFileSync(path.join(FILES, `inter-${file}-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  })),
)
