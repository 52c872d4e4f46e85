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
});
