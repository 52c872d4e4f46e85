// The page a share link opens: the shared setup sheet or tyre set, read only, signed in or not. A signed-in
// team mate can copy it to their own sheets or inventory; a revoked link says it is no longer shared.
import { Link, useLocation, useParams } from 'react-router';
import { SETUP_TEMPLATES } from '../../../domain/setup-templates';
import { tyreTypeName } from '../../../domain/tyre-format';
import { useCurrentUser } from '../../api/auth';
import { useCopySheet, useCopyTyreSet, useShared } from '../../api/share-links';
import { PageTitle } from '../../components/page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths, setupSheetPath, signInPath } from '../../config/paths';
import { ApiError } from '../../lib/api-error';
import { SharedSheet } from './shared-sheet';
import { SharedTyreSetView } from './shared-tyre-set';

export function SharedPage() {
  const { token = '' } = useParams();
  const shared = useShared(token);
  return (
    <main className="mx-auto max-w-2xl space-y-4 p-4">
      <p className="text-sm font-semibold text-(--muted-foreground)">Pitboard · shared read-only</p>
      {shared.isPending ? (
        <p className="text-(--muted-foreground)">Loading...</p>
      ) : shared.isError ? (
        shared.error instanceof ApiError && shared.error.status === 404 ? (
          <>
            <PageTitle>This link is no longer shared</PageTitle>
            <p>Its owner stopped sharing it, or it was never a Pitboard link. Ask them for a new one.</p>
          </>
        ) : (
          <>
            <PageTitle>Could not open the link</PageTitle>
            <p role="alert">{shared.error.message}</p>
            <Button onClick={() => shared.refetch()}>Try again</Button>
          </>
        )
      ) : shared.data.kind === 'setupSheet' ? (
        <>
          <PageTitle>{shared.data.setupSheet.name ?? shared.data.setupSheet.track}</PageTitle>
          <p className="text-(--muted-foreground)">
            {`${SETUP_TEMPLATES[shared.data.setupSheet.template].label} setup sheet`}
          </p>
          <CopySheet sheet={shared.data.setupSheet} />
          <SharedSheet sheet={shared.data.setupSheet} />
        </>
      ) : (
        <>
          <PageTitle>{`${tyreTypeName(shared.data.tyreSet)} Set #${shared.data.tyreSet.setNumber}`}</PageTitle>
          <CopyTyreSet set={shared.data.tyreSet} />
          <SharedTyreSetView
            set={shared.data.tyreSet}
            sessions={shared.data.sessions}
            races={shared.data.races}
          />
        </>
      )}
    </main>
  );
}

/** Signed out: the way to sign in; signed in: the copy button, then where the copy is. */
function CopyOrSignIn({
  label,
  done,
  copy,
}: {
  label: string;
  done: { text: string; to: string } | null;
  copy: { run: () => void; pending: boolean; error: Error | null };
}) {
  const user = useCurrentUser();
  const here = useLocation();
  if (user.isPending) return null;
  if (!user.data) {
    // Signed in, the racer comes back here to copy it. A page load, not the router's: the router holds a move to a
    // signed-in page until someone is signed in (first-screen.ts), and a fresh load shows the sign-in screen.
    return (
      <a href={signInPath(here.pathname)} className={buttonClasses('secondary')}>
        Sign in to copy it
      </a>
    );
  }
  if (done) {
    return (
      <p role="status">
        {done.text}{' '}
        <Link to={done.to} className="text-(--primary) underline">
          Open it
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <Button onClick={copy.run} disabled={copy.pending}>
        {copy.pending ? 'Copying...' : label}
      </Button>
      {copy.error && (
        <p role="alert" className="text-sm text-(--destructive)">
          Not copied: {copy.error.message}
        </p>
      )}
    </div>
  );
}

function CopySheet({ sheet }: { sheet: Parameters<ReturnType<typeof useCopySheet>['mutate']>[0] }) {
  const copy = useCopySheet();
  return (
    <CopyOrSignIn
      label="Copy to my cars"
      done={
        copy.data
          ? {
              text: `Copied to your car ${copy.data.car.name}.`,
              to: setupSheetPath(copy.data.sheet.id),
            }
          : null
      }
      copy={{ run: () => copy.mutate(sheet), pending: copy.isPending, error: copy.error }}
    />
  );
}

function CopyTyreSet({ set }: { set: Parameters<ReturnType<typeof useCopyTyreSet>['mutate']>[0] }) {
  const copy = useCopyTyreSet();
  return (
    <CopyOrSignIn
      label="Copy to my inventory"
      done={copy.data ? { text: 'Copied to your inventory.', to: paths.inventory } : null}
      copy={{ run: () => copy.mutate(set), pending: copy.isPending, error: copy.error }}
    />
  );
}
