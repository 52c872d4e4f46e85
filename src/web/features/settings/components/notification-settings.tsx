// Settings, Notifications: which pushes reach the racer's phone while Pitboard is closed, one switch per kind.
import { useId, useState } from 'react';
import type { PushSwitches } from '../../../../domain/push';
import { BLOCKED, NO_PUSH, pushSupported, usePushSwitches, useSetPushSwitch } from '../api/push';

const kinds: { kind: keyof PushSwitches; label: string; hint: string }[] = [
  { kind: 'raceNext', label: 'Your race is next', hint: 'When the race before yours is up' },
  {
    kind: 'resultPosted',
    label: 'Your result is posted',
    hint: 'Your place and fast lap, as soon as LiveRC has them',
  },
];

export function NotificationSettings() {
  const switches = usePushSwitches();
  const setSwitch = useSetPushSwitch();
  const supported = pushSupported();
  const hintId = useId();
  // What stands in the way, said before the racer taps (no push, blocked) or after (a refusal).
  const [problem, setProblem] = useState<string | null>(() =>
    !supported ? NO_PUSH : Notification.permission === 'denied' ? BLOCKED : null,
  );

  return (
    <fieldset className="mb-5 space-y-2">
      <legend className="mb-2 font-semibold">Notifications</legend>
      <p className="text-sm text-(--muted-foreground)">
        For races at your followed track, with Pitboard closed, while you stay signed in.
      </p>
      {kinds.map(({ kind, label, hint }) => (
        <label
          key={kind}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-(--border) px-3 py-2"
        >
          <input
            type="checkbox"
            role="switch"
            aria-label={label}
            aria-describedby={`${hintId}-${kind}`}
            checked={switches.data?.[kind] ?? false}
            aria-checked={switches.data?.[kind] ?? false}
            disabled={!supported || !switches.data || setSwitch.isPending}
            onChange={(event) => {
              setProblem(null);
              setSwitch.mutate(
                { kind, on: event.target.checked },
                { onError: (error) => setProblem(error.message) },
              );
            }}
            className="size-5 accent-(--primary)"
          />
          <span>
            {label}
            <span id={`${hintId}-${kind}`} className="block text-sm text-(--muted-foreground)">
              {hint}
            </span>
          </span>
        </label>
      ))}
      {problem && (
        <p role="alert" className="text-sm text-(--destructive)">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
