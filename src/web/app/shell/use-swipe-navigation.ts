// Touch handlers for the page area: a horizontal swipe moves between the home tabs (see swipe.ts).
import { type TouchEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { swipeTarget } from './swipe';

export function useSwipeNavigation() {
  const start = useRef<{ x: number; y: number } | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      // Two fingers zoom or scroll a chart; only a one-finger swipe changes tab.
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const target = swipeTarget(pathname, touch.clientX - from.x, touch.clientY - from.y);
      if (target) navigate(target);
    },
  };
}
