// Which view of the sheet to show: the drawing on a wide screen (Tailwind's lg, 64rem) and whenever the
// page is printed (a phone prints the drawing too), else the stacked form. Only one view is ever on the
// page, so each label names one input for the racer's screen reader (and for the tests).
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

const WIDE = '(min-width: 64rem)';
let printing = false;

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(WIDE), window.matchMedia('print')];
  // The browser lays the page out for paper right after beforeprint: the drawing must be there by then.
  const beforePrint = () => {
    printing = true;
    flushSync(onChange);
  };
  const afterPrint = () => {
    printing = false;
    onChange();
  };
  for (const query of queries) query.addEventListener('change', onChange);
  window.addEventListener('beforeprint', beforePrint);
  window.addEventListener('afterprint', afterPrint);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
    window.removeEventListener('beforeprint', beforePrint);
    window.removeEventListener('afterprint', afterPrint);
  };
}

const showsDrawing = () => printing || window.matchMedia(WIDE).matches || window.matchMedia('print').matches;

export function useDrawingView(): boolean {
  return useSyncExternalStore(subscribe, showsDrawing, () => false);
}
