/** A `{name}` of our admin words filled in the browser (a town's name, a count), as it changes with the form. */
export const fillWords = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

/** A relationship's id as the form holds it: the id itself, or the document once populated. */
export const relationId = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number(value.id) : null
