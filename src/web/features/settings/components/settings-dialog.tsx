// Settings: the racer's driver name and followed track, units, notifications, share links, a way to My cars,
// and the theme (System, Light or Dark).
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '../../../lib/theme';
import { NotificationSettings } from './notification-settings';
import { RacerSettings } from './racer-settings';
import { ShareLinksSettings } from './share-links-settings';
import { UnitsSettings } from './units-settings';

const themeLabels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [theme, setTheme] = useState<ThemeChoice>(readThemeChoice);
  // The dialog is mounted by the menu and by the home action bar: each radio group needs its own name.
  const group = useId();
  // The other instance may have changed the theme since this one was mounted.
  useEffect(() => {
    if (open) setTheme(readThemeChoice());
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Settings">
      {open && <RacerSettings />}
      {open && <UnitsSettings />}
      {open && <NotificationSettings />}
      {open && <ShareLinksSettings />}
      <section aria-labelledby="cars-settings-title" className="mb-4 space-y-1">
        <h3 id="cars-settings-title" className="font-semibold">
          Cars
        </h3>
        <Link
          to={paths.cars}
          onClick={() => onOpenChange(false)}
          className="inline-flex min-h-11 items-center font-semibold text-(--primary) underline"
        >
          My cars
        </Link>
        <p className="text-sm text-(--muted-foreground)">The cars you race and the setup sheet each uses.</p>
      </section>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">Theme</legend>
        {(Object.keys(themeLabels) as ThemeChoice[]).map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-(--border) px-3 has-checked:border-(--primary) has-checked:bg-(--muted)"
          >
            <input
              type="radio"
              name={group}
              value={choice}
              checked={theme === choice}
              onChange={() => {
                setTheme(choice);
                saveThemeChoice(choice);
              }}
              className="size-5 accent-(--primary)"
            />
            {themeLabels[choice]}
          </label>
        ))}
      </fieldset>
      <p className="mt-3 text-sm text-(--muted-foreground)">
        Light reads best in direct sun; System follows your phone's setting.
      </p>
    </Dialog>
  );
}
