import { expect, test } from '@playwright/test'

import { expectThemesFound, openSearch, THEMES } from './search-themes'
import { LOCALES, localizedPath, messages } from './support'

/**
 * Issue 27: search by theme in every language. On Huntingdon's map, each everyday theme typed in
 * the page's language (with and without diacritics, and in inflected forms for Polish and
 * Lithuanian) lists a right place first: one of the category the word names, or tagged with it.
 */
for (const locale of LOCALES) {
  test(`${locale}: ${Object.keys(THEMES).length} everyday themes each find the right places first; a nonsense word finds nothing`, async ({
    page,
  }) => {
    await page.goto(localizedPath(locale, '/explore/huntingdon/map'))
    await expectThemesFound(page, locale)
    // Ctrl+K in the open search selects its field.
    const { dialog, input } = await openSearch(page, locale)
    await input.fill('qzxjvw')
    await expect(dialog.getByRole('status')).toHaveText(messages(locale).Search.noResults.replace('{query}', 'qzxjvw'))
  })
}
