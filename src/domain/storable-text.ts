/**
 * Text Postgres cannot hold. A NUL is refused outright by `text` and `json` (SQLSTATE 22021/22P05),
 * and a UTF-16 half without its partner (a lone surrogate: an emoji cut in two by a `slice`) is no
 * character at all: `jsonb` refuses it, and node-postgres silently turns it into U+FFFD in `text`.
 * A surrogate pair is matched first so that only the halves standing alone are caught. (No
 * lookbehind: this also runs in the browser, and older Safari cannot parse one.)
 */
const PAIR_OR_UNSTORABLE = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|\u0000/g

/** The text with NULs removed and lone surrogates replaced by U+FFFD, as a UTF-8 encoder would. */
export function toStorableText(text: string): string {
  return text.replace(PAIR_OR_UNSTORABLE, (match) => (match.length === 2 ? match : match === '\u0000' ? '' : '\uFFFD'))
}

/** Whether the text holds a NUL or a lone surrogate. */
export const hasUnstorableCharacters = (text: string): boolean => toStorableText(text) !== text
