// What a route shows when it fails to render, most often a screen's code that did not download.
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div role="alert" className="mx-auto max-w-md space-y-3 p-6 text-center">
      <h1 className="text-xl font-bold">This screen didn't load</h1>
      <p className="text-(--muted-foreground)">
        The signal may have dropped, or Pitboard was updated. Reloading usually fixes it.
      </p>
      {detail && <p className="text-sm break-words text-(--muted-foreground)">{detail}</p>}
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
