/** C0 control characters (NUL, CR, LF, ESC ...) and DEL: never valid in a name, address, phone, code or subject. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** In free text, line breaks and tabs are fine; NUL and the other control characters are not. */
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A check and its message, spread into zod's `.refine`. */
export type TextRule = readonly [(text: string) => boolean, string];

/**
 * For fields that end up in an email header, a subject or a single line (so CR/LF can't inject a header or forge
 * a line): `.refine(...oneLine('Name'))`.
 */
export const oneLine = (label: string): TextRule => [(text) => !CONTROL_CHARACTERS.test(text), `${label} must not contain line breaks or control characters`];

/** For multi-line text such as a message or notes. */
export const plainText = (label: string): TextRule => [(text) => !CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(text), `${label} must not contain control characters`];
