import { CATEGORY_ICONS, isCategoryIcon, isHexColour } from '@/domain/category-style'

/**
 * Checks for field values that select code or styling (issue 28): each must be one of a fixed set,
 * and the editor is told which. Pages still fall back for a value stored before these checks
 * existed (src/data), but only these keep new ones out.
 */
export const categoryIcon = (value: unknown) => (isCategoryIcon(value) ? true : `Choose one of these icons: ${CATEGORY_ICONS.join(', ')}`)

export const hexColour = (value: unknown) => (isHexColour(value) ? true : 'Use a hex colour such as #1d5f8a')
