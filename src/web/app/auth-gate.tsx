// Decides what every route shows: 'Loading...', the sign-in screen, or the signed-in app.
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../api/auth';
import { FullScreenMessage } from '../components/full-screen-message';
import { Button } from '../components/ui/button';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { ApiError } from '../lib/api-error';

// Lazy, so that the sign-in screen's first load carries none of the signed-in app; first-screen.ts starts it
// beside the session check when the racer is likely signed in.
const AppShell = lazy(() => import('./shell/app-shell').then((module) => ({ default: module.AppShell })));

const loading = <FullScreenMessage>Loading...</FullScreenMessage>;

export function AuthGate() {
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return loading;
  // With no signal, the racer kept on the phone (offline/persisted-cache.ts) is still signed in.
  if (currentUser.isError && currentUser.data === undefined) {
    // No answer at all (no signal, server down) says nothing about the session: offer a retry
    // instead of a sign-in screen that would wrongly suggest the racer was signed out. A server that
    // answered says why in its own words ('Pitboard's database is not answering, try again in a moment').
    const { error } = currentUser;
    const why = error instanceof ApiError && error.status === 503 ? error.message : null;
    return (
      <FullScreenMessage>
        <p className="text-(--foreground)">{why ?? "Pitboard can't be reached right now."}</p>
        <Button onClick={() => currentUser.refetch()} disabled={currentUser.isFetching}>
          {currentUser.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </FullScreenMessage>
    );
  }
  return (
    <Suspense fallback={loading}>
      {currentUser.data ? <AppShell user={currentUser.data} /> : <AuthScreen />}
    </Suspense>
  );
}
