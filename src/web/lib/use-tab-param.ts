// The open tab of a tabbed screen, kept in the address (`?tab=`) so a reload or a shared link opens it again.
import { type SetURLSearchParams, useSearchParams } from 'react-router';

/** The tab named in `?tab=` (the fallback when absent or unknown), and a way to open another. */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('tab');
  const tab = tabs.find((each) => each === named) ?? fallback;
  const open = (next: string) => {
    if (!tabs.includes(next as T)) return;
    replaceParam(setParams, 'tab', next);
  };
  return [tab, open];
}

/** Sets one `?name=` of the address in place (no new history entry), keeping the others. */
export function replaceParam(setParams: SetURLSearchParams, name: string, value: string): void {
  setParams(
    (current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    },
    { replace: true },
  );
}
