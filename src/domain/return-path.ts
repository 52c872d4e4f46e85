// Where signing in may send a racer back to: only a page of Pitboard itself. A link dressed as Pitboard's sign-in
// must not send a racer to another site once they have typed their password (an open redirect).

// Any origin serves to read a path against: only whether the path stays on it matters.
const HERE = 'https://pitboard.invalid';

/**
 * A same-origin path ('/shared/abc?x=1') as it may be returned to; null for anything else: no path, a full
 * address, '//host' (another site), a backslash (browsers read '/\host' as '//host') or a control character
 * (browsers drop tabs and newlines, so '/\t/host' is '//host' too).
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  for (const character of path) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  try {
    const url = new URL(path, HERE);
    return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
