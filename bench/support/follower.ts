// The racer a live bench watches as: an account that follows the bench track, so its live stream and its
// events carry that track's races.
import type http from 'node:http';
import { request } from './http.ts';

export type Account = { username: string; email: string; password: string };

/** Registers the account, signs it in and follows the track; answers its session cookie. */
export async function signInFollower(
  baseUrl: string,
  account: Account,
  trackUrl: string,
  agent: http.Agent,
): Promise<string> {
  // A first request carries an empty Cookie header, as the benches have always sent it.
  const send = (path: string, method: string, body: unknown, cookie = '') =>
    request(`${baseUrl}${path}`, { method, headers: { cookie }, body, agent });
  await send('/api/auth/register', 'POST', account);
  const login = await send('/api/auth/login', 'POST', {
    username: account.username,
    password: account.password,
  });
  const cookie = login.cookie ?? '';
  await send('/api/settings', 'PUT', { followedTrackUrl: trackUrl }, cookie);
  return cookie;
}
