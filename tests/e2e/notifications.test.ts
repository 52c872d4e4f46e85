// Notifications with the app closed: a push delivered to the real service worker (DevTools Protocol, as a push
// service would) shows the notification, and its tap opens the race; Settings says plainly when it cannot.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from '../support/browser.ts';
import { useAppBrowser } from './helpers/browser-fixture.ts';
import { signedInRacer } from './helpers/signed-in-racer.ts';

const A_MAIN = 'https://redgum.liverc.com/results/?p=view_race_result&id=6610126';
const racePath = `/race-results?${new URLSearchParams({ url: A_MAIN, name: '1/8 Nitro Buggy A-Main' })}`;

describeBrowser('notifications', () => {
  const app = useAppBrowser({ liveRc: {}, notifications: true });

  /** The service worker is installed and serves the page. */
  const controlled = (page: Page) =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });

  const shownNotifications = (page: Page) =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
        title,
        body,
        tag,
        data,
      }));
    });

  it('shows a pushed notification, and a tap on it opens the race', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await page.context().grantPermissions(['notifications'], { origin: new URL(app.url()).origin });
    await signedInRacer(page, app, '/');
    await controlled(page);

    // What a push service hands the browser: the message, to the worker of this origin.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((each) => !each.isDeleted);
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const message = {
      title: 'Your race is next',
      body: 'Race 14 · heat 2 · grid 5',
      url: racePath,
      tag: 'race-next Main Events 14',
    };
    // Sent twice (the open page said it too): the phone shows it once.
    for (const _time of [1, 2])
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(app.url()).origin,
        registrationId: await registrationId,
        data: JSON.stringify(message),
      });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: 'Your race is next',
          body: 'Race 14 · heat 2 · grid 5',
          tag: 'race-next Main Events 14',
          data: { url: app.url(racePath) },
        },
      ]);

    // Headless Chromium draws no notification to tap: the worker is handed the tap's event instead (as the
    // browser would, less the tap's permission to bring the tab to the front).
    const [worker] = page.context().serviceWorkers();
    await worker!.evaluate(`(async () => {
      const [notification] = await self.registration.getNotifications();
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    })()`);
    await page.getByRole('heading', { name: '1/8 Nitro Buggy A-Main', level: 1 }).waitFor();
    expect(page.url()).toBe(app.url(racePath));
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });

  it('says plainly in Settings when the browser refuses notifications, and leaves the switch off', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signedInRacer(page, app, '/');
    await controlled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const raceNext = settings.getByRole('switch', { name: 'Your race is next' });
    await expect.poll(() => raceNext.isEnabled()).toBe(true);
    await raceNext.click();
    await expect
      .poll(() => settings.getByRole('alert').textContent())
      .toBe(
        "This browser did not allow notifications for Pitboard: allow them in the site's settings, then turn one on again.",
      );
    await expect.poll(() => raceNext.isChecked()).toBe(false);
    await expect
      .poll(() => settings.getByRole('switch', { name: 'Your result is posted' }).isChecked())
      .toBe(false);
  });
});
