// Keyboard shortcuts for a desktop or a phone with a keyboard: one hand per timer.
export type TimerAction = 'toggle' | 'lap' | 'reset';
export type Shortcut = { key: string; label: string; timer: number; action: TimerAction };

export const SHORTCUTS: readonly Shortcut[] = [
  { key: ' ', label: 'Space', timer: 0, action: 'toggle' },
  { key: 'Enter', label: 'Enter', timer: 0, action: 'lap' },
  { key: 'r', label: 'R', timer: 0, action: 'reset' },
  { key: 's', label: 'S', timer: 1, action: 'toggle' },
  { key: 'l', label: 'L', timer: 1, action: 'lap' },
  { key: 'x', label: 'X', timer: 1, action: 'reset' },
];

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat'>;

/**
 * The shortcut a key press means, or null. Never a shortcut: a held key's repeats (a held Enter must not
 * pour out laps), a modifier, typing in a field, and anything inside an open dialog or menu. A focused
 * button is no exception: after a tap on timer 2's STOP, Space still means timer 1, as the screen says.
 */
export function shortcutFor(event: KeyPress, target: EventTarget | null): Shortcut | null {
  if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isElement(target) && target.closest(NOT_FOR_SHORTCUTS)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return SHORTCUTS.find((shortcut) => shortcut.key === key) ?? null;
}

const NOT_FOR_SHORTCUTS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), dialog, [role="dialog"], [role="menu"]';

const isElement = (target: EventTarget | null): target is Element =>
  target !== null && typeof (target as Element).closest === 'function';
