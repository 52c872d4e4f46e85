import { describe, expect, it } from 'vitest';
import { swipeTarget, swipeTo } from './swipe';

describe('swipeTarget', () => {
  it('moves to the next tab on a swipe to the left and back on a swipe to the right', () => {
    expect(swipeTarget('/live', -80, 10)).toBe('/inventory');
    expect(swipeTarget('/inventory', -80, 10)).toBe('/analysis');
    expect(swipeTarget('/analysis', -80, 10)).toBe('/results');
    expect(swipeTarget('/results', 80, 10)).toBe('/analysis');
    expect(swipeTarget('/inventory', 80, -10)).toBe('/live');
  });

  it('needs more than 50 px, more horizontal than vertical', () => {
    expect(swipeTarget('/live', -50, 0)).toBeNull();
    expect(swipeTarget('/live', -51, 0)).toBe('/inventory');
    expect(swipeTarget('/live', -80, 80)).toBeNull();
    expect(swipeTarget('/live', -80, -120)).toBeNull();
  });

  it('stops at either end and ignores pages outside the tabs', () => {
    expect(swipeTarget('/live', 80, 0)).toBeNull();
    expect(swipeTarget('/results', -80, 0)).toBeNull();
    expect(swipeTarget('/stopwatch', -80, 0)).toBeNull();
  });
});

describe('swipeTo', () => {
  const tabs = ['live', 'inventory', 'analysis', 'results'];
  it('moves through any list of tabs by the same rules', () => {
    expect(swipeTo(tabs, 'results', 120, 0)).toBe('analysis');
    expect(swipeTo(tabs, 'live', -51, 50)).toBe('inventory');
    expect(swipeTo(tabs, 'live', -51, 51)).toBeNull();
    expect(swipeTo(tabs, 'results', -120, 0)).toBeNull();
    expect(swipeTo(tabs, 'settings', -120, 0)).toBeNull();
  });
});
