// Decides what every route shows: 'Loading...', the sign-in screen, or the signed-in app.
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../api/auth';
import { FullScreenMessage } from '../components/full-screen-message';
import { Button } from '../components/ui/button';
import { AuthScreen } from '../features/auth/components/auth-screen';

// Lazy, so that the sign-in screen's first load carries none of the signed-in app.
const AppShell = lazy(() => import('./shell/app-shell').then((module) => ({ default: module.AppShell })));

export function AuthGate() {
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <FullScreenMessage>Loading...</FullScreenMessage>;
  if (currentUser.isError) {
    // No answer at all (no signal, server down) says nothing about the session: offer a retry
    // instead of a sign-in screen that would wrongly suggest the racer was signed out.
    return (
      <FullScreenMessage>
        <p className="text-(--foreground)">Pitboard can't be reached right now.</p>
        <Button onClick={() => currentUser.refetch()} disabled={currentUser.isFetching}>
          {currentUser.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </FullScreenMessage>
    );
  }
  if (!currentUser.data) return <AuthScreen />;
  return (
    <Suspense fallback={<FullScreenMessage>Loading...</FullScreenMessage>}>
      <AppShell user={currentUser.data} />
    </Suspense>
  );
}
