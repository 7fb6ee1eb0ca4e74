// What counts as text people type (names, descriptions, places, searches): Unicode NFC, no
// control or formatting characters that change how other text is shown or hide what is stored,
// and at least one character anyone can see.

/** Kept inside text: joiners build emoji (🚵‍♀️) and some scripts' words; tags build flags. */
const ALLOWED_FORMAT = /\u200C|\u200D|[\u{E0020}-\u{E007F}]/gu
/**
 * Controls (NUL, BEL, DEL, C1), formatting characters (bidi embeddings, overrides, isolates and
 * marks, zero-width spaces, BOM, soft hyphen), line and paragraph separators, lone surrogate
 * halves and non-characters. Newlines and tabs are handled apart (multi-line fields keep them).
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Surrogate}\p{Noncharacter_Code_Point}]/u
const LINE_BREAKS_AND_TABS = /[\n\t]/g
/** Letters and symbols that draw nothing (Hangul fillers, Braille blank). */
const BLANK_GRAPHEMES = /[\u115F\u1160\u3164\uFFA0\u2800]/gu
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u

export interface TextRules {
  /** Descriptions and notes: line breaks and tabs are kept. */
  multiline?: boolean
}

/** NFC, and a multi-line text's line breaks as '\n' whatever the sender's system. */
export function normalizeText(value: string, rules: TextRules = {}): string {
  const nfc = value.normalize('NFC')
  return rules.multiline ? nfc.replace(/\r\n?/g, '\n') : nfc
}

/** True when the text holds a character people cannot see or that garbles what follows it. */
export function hasForbiddenCharacters(value: string, rules: TextRules = {}): boolean {
  const kept = value.replace(ALLOWED_FORMAT, '')
  return FORBIDDEN.test(rules.multiline ? kept.replace(LINE_BREAKS_AND_TABS, '') : kept)
}

/** True when some character of the text is seen (not only spaces, marks or blank letters). */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value.replace(BLANK_GRAPHEMES, ''))
}
