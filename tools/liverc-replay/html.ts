// Escaping for the pages the replay server writes itself: text into HTML, and text into LiveRC's
// single-quoted JavaScript strings.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);

/** `'O\'BRIEN'`: LiveRC's racerLaps quotes with single quotes and escapes the apostrophe. */
export const jsString = (text: string): string =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/</g, '\\u003c').replace(/\n/g, '\\n')}'`;
