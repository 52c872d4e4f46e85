import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts';

const press = (key: string, extra: Partial<KeyboardEvent> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...extra,
});

/** A stand-in for the focused element: what it sits inside. */
const focused = (options: { inside?: string } = {}) =>
  ({
    closest: (selector: string) => (options.inside && selector.includes(options.inside) ? {} : null),
  }) as unknown as Element;

describe('the Race Timer keyboard shortcuts', () => {
  it('map Space, Enter and R to timer 1, and S, L and X (either case) to timer 2', () => {
    const mapped = [' ', 'Enter', 'r', 'S', 'l', 'X'].map((key) => {
      const shortcut = shortcutFor(press(key), null);
      return shortcut && `${shortcut.timer + 1}:${shortcut.action}`;
    });
    expect(mapped).toEqual(['1:toggle', '1:lap', '1:reset', '2:toggle', '2:lap', '2:reset']);
    expect(shortcutFor(press('q'), null)).toBeNull();
  });

  it('ignore a held key, a modifier, typing in a field and an open dialog or menu', () => {
    expect(shortcutFor(press('Enter', { repeat: true }), null)).toBeNull();
    expect(shortcutFor(press('r', { ctrlKey: true }), null)).toBeNull();
    expect(shortcutFor(press('s', { metaKey: true }), null)).toBeNull();
    expect(shortcutFor(press('l'), focused({ inside: 'input' }))).toBeNull();
    expect(shortcutFor(press(' '), focused({ inside: 'dialog' }))).toBeNull();
    expect(shortcutFor(press('x'), focused({ inside: '[role="menu"]' }))).toBeNull();
  });

  it('keep Space and Enter for timer 1 while a button has the focus', () => {
    expect(shortcutFor(press(' '), focused())?.action).toBe('toggle');
    expect(shortcutFor(press('Enter'), focused())?.action).toBe('lap');
  });
});
