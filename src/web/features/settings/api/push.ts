// Notifications with the app closed (Web Push): the racer's switches on the server, and this browser's
// subscription, made with the server's public key and handed to the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSwitches } from '../../../../domain/push';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

const switchesKey = ['push-switches'] as const;

export const NO_PUSH = 'This browser cannot show notifications while Pitboard is closed.';
export const BLOCKED =
  "This browser did not allow notifications for Pitboard: allow them in the site's settings, then turn one on again.";

/** Whether this browser can receive Web Push at all (an iPhone only once Pitboard is on the Home Screen). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

export function usePushSwitches() {
  return useQuery({
    queryKey: switchesKey,
    queryFn: ({ signal }) => apiRequest<PushSwitches>(apiPaths.pushSwitches, { signal }),
  });
}

/** Sets one switch; turning one on first subscribes this browser, turning the last one off unsubscribes it. */
export function useSetPushSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, on }: { kind: keyof PushSwitches; on: boolean }) => {
      if (on) await subscribeThisBrowser();
      const switches = await apiRequest<PushSwitches>(apiPaths.pushSwitches, {
        method: 'PUT',
        body: { [kind]: on },
      });
      if (!switches.raceNext && !switches.resultPosted) await unsubscribeThisBrowser();
      return switches;
    },
    onSuccess: (switches) => queryClient.setQueryData(switchesKey, switches),
  });
}

async function subscribeThisBrowser(): Promise<void> {
  const registration = pushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
  if (!registration) throw new Error(NO_PUSH);
  if ((await Notification.requestPermission()) !== 'granted') throw new Error(BLOCKED);
  const { publicKey } = await apiRequest<{ publicKey: string }>(apiPaths.pushPublicKey);
  const key = fromBase64Url(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be pushed to: make a new one.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch (error) {
    throw new Error(`This browser could not sign up for notifications (${(error as Error).message}).`);
  }
  await apiRequest(apiPaths.pushSubscriptions, { method: 'POST', body: subscription.toJSON() });
}

async function unsubscribeThisBrowser(): Promise<void> {
  const registration = pushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  // The server may have dropped it already (the push service said it was gone): that is fine.
  await apiRequest(apiPaths.pushSubscriptions, {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  }).catch(() => undefined);
  await subscription.unsubscribe();
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(kept: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!kept) return false;
  const bytes = new Uint8Array(kept);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}
