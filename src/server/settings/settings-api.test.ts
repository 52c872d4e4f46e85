// PUT /api/settings through the API: like every other write, a field the form never sends is refused.
import { expect, it } from 'vitest';
import { apiCall, describeWithDatabases, secondRacer, signedIn } from '../../../tests/support/test-app.ts';

describeWithDatabases('settings', (context) => {
  it('refuses an unknown field with a 400 naming it, and changes nothing', async () => {
    const cookie = await signedIn(context);
    const otherCookie = await signedIn(context, secondRacer);
    const saved = await apiCall(context.app, cookie, 'PUT', '/api/settings', { driverName: 'Sam Racer' });
    expect(saved.statusCode).toBe(200);

    for (const payload of [
      { driverName: 'Someone Else', userId: 2 },
      { driverName: 'Someone Else', followedTrackName: 'Red Gum' },
    ]) {
      const refused = await apiCall(context.app, cookie, 'PUT', '/api/settings', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`Unrecognized key: "${Object.keys(payload)[1]}"`);
    }

    const mine = await apiCall(context.app, cookie, 'GET', '/api/settings');
    expect(mine.json()).toMatchObject({ driverName: 'Sam Racer', followedTrackUrl: null });
    const theirs = await apiCall(context.app, otherCookie, 'GET', '/api/settings');
    expect(theirs.json()).toMatchObject({ driverName: null });
  });

  it("keeps each racer's currency, temperature unit and date order, and refuses what is none", async () => {
    const cookie = await signedIn(context);
    const otherCookie = await signedIn(context, secondRacer);
    const units = async (as: string) => {
      const { currency, temperatureUnit, dateOrder } = (
        await apiCall(context.app, as, 'GET', '/api/settings')
      ).json();
      return { currency, temperatureUnit, dateOrder };
    };
    expect(await units(cookie)).toEqual({ currency: 'GBP', temperatureUnit: 'C', dateOrder: 'dmy' });

    const saved = await apiCall(context.app, cookie, 'PUT', '/api/settings', {
      currency: ' nzd ',
      temperatureUnit: 'F',
      dateOrder: 'phone',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ currency: 'NZD', temperatureUnit: 'F', dateOrder: 'phone' });
    // Any ISO 4217 code, not only the offered ones.
    await apiCall(context.app, cookie, 'PUT', '/api/settings', { currency: 'CHF' });

    for (const payload of [
      { currency: 'XYZ' },
      { currency: 'dollars' },
      { currency: null },
      { temperatureUnit: 'K' },
      { dateOrder: 'mdy' },
    ]) {
      const refused = await apiCall(context.app, cookie, 'PUT', '/api/settings', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await units(cookie)).toEqual({ currency: 'CHF', temperatureUnit: 'F', dateOrder: 'phone' });
    expect(await units(otherCookie)).toEqual({ currency: 'GBP', temperatureUnit: 'C', dateOrder: 'dmy' });

    // A new set priced without a currency is in its racer's; the other racer's in pounds.
    const add = (as: string) =>
      apiCall(context.app, as, 'POST', '/api/tire-inventory', {
        treadPattern: 'Blockade',
        compound: 'M3',
        purchasePrice: 12.5,
      });
    expect((await add(cookie)).json()).toMatchObject({ purchasePrice: 12.5, currency: 'CHF' });
    expect((await add(otherCookie)).json()).toMatchObject({ purchasePrice: 12.5, currency: 'GBP' });
  });
});
