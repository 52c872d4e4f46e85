// The racer's theme choice: kept in localStorage, applied as a class on <html> (see styles.css).
export const THEME_STORAGE_KEY = 'pitboard-theme';
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY) as ThemeChoice;
    return themeChoices.includes(stored) ? stored : 'system';
  } catch {
    // Storage can be blocked (private modes, strict settings): the system setting still works.
    return 'system';
  }
}

/** 'system' sets no class, so the CSS follows prefers-color-scheme by itself. */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  root.classList.toggle('light', choice === 'light');
  root.classList.toggle('dark', choice === 'dark');
}

export function saveThemeChoice(choice: ThemeChoice): void {
  applyThemeChoice(choice);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not persisted, but applied for this visit.
  }
}
