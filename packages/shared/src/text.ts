// Control characters in typed text, without zod (the web's components need the rule, not the schema library).
// Only Unicode's Cc characters (C0, DEL, C1): joiners and other format characters stay, Indic scripts need them.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above, keeping line feeds and tabs
const CONTROL_IN_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** True when single-line text (a name, a phone number, an address) carries a control character. */
export const hasControlChars = (text: string) => CONTROL.test(text);

/** Multi-line text as typed or pasted: line breaks become \n, other control characters (NUL, ESC...) go. */
export const stripControlChars = (text: string) => text.replace(/\r\n?/g, '\n').replace(CONTROL_IN_LINES, '');
