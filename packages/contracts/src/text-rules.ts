/** C0 control characters (NUL, CR, LF, ESC ...) and DEL: never valid in a name, address, phone, code or subject. */
const isControlCharacter = (code: number) => code < 0x20 || code === 0x7f;
/** In free text, line breaks and tabs are fine; NUL and the other control characters are not. */
const TAB_AND_LINE_BREAKS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d]);

function hasControlCharacter(text: string, allowed: ReadonlySet<number> = new Set()): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isControlCharacter(code) && !allowed.has(code)) return true;
  }
  return false;
}

/** A check and its message, spread into zod's `.refine`. */
export type TextRule = readonly [(text: string) => boolean, string];

/**
 * For fields that end up in an email header, a subject or a single line (so CR/LF can't inject a header or forge
 * a line): `.refine(...oneLine('Name'))`.
 */
export const oneLine = (label: string): TextRule => [
  (text) => !hasControlCharacter(text),
  `${label} must not contain line breaks or control characters`,
];

/** For multi-line text such as a message or notes. */
export const plainText = (label: string): TextRule => [
  (text) => !hasControlCharacter(text, TAB_AND_LINE_BREAKS),
  `${label} must not contain control characters`,
];
