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

/** The shortcut a key press means, or null; typing in a field or with a modifier is never a shortcut. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  target: EventTarget | null,
): Shortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const element = target as HTMLElement | null;
  if (element && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.isContentEditable))
    return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return SHORTCUTS.find((shortcut) => shortcut.key === key) ?? null;
}
