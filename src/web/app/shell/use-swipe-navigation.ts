// Touch handlers for the page area: a horizontal swipe moves between the tab screens (see swipe.ts).
import { useLocation, useNavigate } from 'react-router';
import { useSwipe } from '../../lib/use-swipe';
import { swipeTarget } from './swipe';

export function useSwipeNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useSwipe((dx, dy) => {
    const target = swipeTarget(pathname, dx, dy);
    if (target) navigate(target);
  });
}
