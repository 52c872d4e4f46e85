// A one-finger swipe on an element, as touch events: Playwright has taps but no swipe.
import type { Locator } from 'playwright-core';

/** Touches the element at (200, 300) and lifts the finger `dx` across and `dy` down from there. */
export function swipe(element: Locator, dx: number, dy: number): Promise<void> {
  return element.evaluate(
    (target, { x, y }) => {
      const touch = (clientX: number, clientY: number) =>
        new Touch({ identifier: 1, target, clientX, clientY });
      const start = touch(200, 300);
      const end = touch(200 + x, 300 + y);
      target.dispatchEvent(
        new TouchEvent('touchstart', { bubbles: true, touches: [start], changedTouches: [start] }),
      );
      target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [end] }));
    },
    { x: dx, y: dy },
  );
}
