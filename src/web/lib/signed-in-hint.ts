/**
 * A hint, kept in this browser, that someone is signed in: set whenever the app reads a session and cleared when it
 * reads none or the user signs out. Public pages that make no API call (the demo) read it to offer the way back to
 * the app instead of Sign In. Only a hint: the session cookie is HttpOnly, and the server decides on every request.
 */
const KEY = 'northstar:signed-in';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage may be blocked (privacy settings): then there is no hint, and the page shows Sign In.
    return null;
  }
}

export function rememberSignedIn(isSignedIn: boolean): void {
  const store = storage();
  try {
    if (isSignedIn) store?.setItem(KEY, '1');
    else store?.removeItem(KEY);
  } catch {
    // A full or blocked storage only costs the hint.
  }
}

export function isProbablySignedIn(): boolean {
  return storage()?.getItem(KEY) === '1';
}
