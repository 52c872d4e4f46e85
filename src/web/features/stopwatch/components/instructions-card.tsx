// How the Race Timer works, and its keyboard shortcuts.
import { Card } from '../../../components/ui/card';
import { SHORTCUTS } from '../shortcuts';

const ACTION_LABELS = { toggle: 'START / STOP', lap: 'LAP', reset: 'RESET' } as const;

export function InstructionsCard() {
  return (
    <Card aria-labelledby="instructions-title" className="space-y-3 text-sm">
      <h2 id="instructions-title" className="text-lg font-bold">
        How to use
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>Two timers, one per driver: START begins (or resumes) a timer, STOP pauses it.</li>
        <li>LAP records a lap while a timer runs; the best lap shows green, the worst red.</li>
        <li>RESET clears a timer's time and laps. Export laps saves them as a CSV file.</li>
        <li>Save laps to a tyre set keeps them as practice on one of your sets, counted in its laps.</li>
        <li>
          Timers and laps are kept on this phone: a reload or a locked screen loses nothing, and the timer
          works with no signal.
        </li>
      </ul>
      <table className="w-full">
        <caption className="mb-1 text-left">
          <span className="font-semibold">Keyboard shortcuts</span>{' '}
          <span className="text-(--muted-foreground)">(not while typing a driver name)</span>
        </caption>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.key} className="border-t border-(--border)">
              <td className="py-1">
                <kbd className="rounded border border-(--border) px-1.5 font-mono">{shortcut.label}</kbd>
              </td>
              <td className="py-1">
                Timer {shortcut.timer + 1}: {ACTION_LABELS[shortcut.action]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
