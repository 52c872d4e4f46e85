// Touch handlers that report a finished one-finger swipe as its horizontal and vertical distance.
import { type TouchEvent, useRef } from 'react';

export function useSwipe(onSwipe: (dx: number, dy: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      // Two fingers zoom or scroll a chart; only a one-finger swipe counts.
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (touch && from) onSwipe(touch.clientX - from.x, touch.clientY - from.y);
    },
  };
}
