import type { DateFieldValidation } from 'payload'

/** An end date, when given, must not come before the start date it pairs with. */
export function endAfterStart(startField: string): DateFieldValidation {
  return (value, { siblingData }) => {
    if (!value) return true
    const start = (siblingData as Record<string, unknown>)?.[startField]
    if (!start) return true
    return new Date(value as string | Date) >= new Date(start as string) ? true : 'The end must be after the start'
  }
}
