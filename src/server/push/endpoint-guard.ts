// Where the server may push: a subscription's endpoint is a URL a browser hands us, so only the public push
// services' hosts are reached, never a private, loopback or link-local address (but hosts the operator names).
import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// The hosts browsers subscribe at: Chrome (FCM), Firefox (Mozilla autopush), Safari (Apple), Edge (WNS).
const PUSH_SERVICE_HOSTS = [/^(fcm|android)\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/];
const PUSH_SERVICE_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

export const ENDPOINT_REFUSED = 'Endpoint must be an https address of a browser push service';

/** The endpoint's URL if the server may push there, else null. `named`: PUSH_ENDPOINT_HOSTS. */
export function allowedEndpoint(endpoint: string, named: readonly string[]): URL | null {
  if (!URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  // The operator's own hosts (tests' recorder, a self-hosted push service) may be plain http.
  if (named.includes(host)) return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return null;
  const known =
    PUSH_SERVICE_HOSTS.some((pattern) => pattern.test(host)) ||
    PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
  return known ? url : null;
}

const notPublic = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  notPublic.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, bits, 'ipv6');

/** True for a loopback, private, link-local, shared, multicast or unspecified address (IPv4-mapped too). */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isNonPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The DNS lookup a push request connects with: a name that resolves to a non-public address is refused at
 * connect time, so a later DNS answer cannot turn an allowed host inward.
 */
export function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((each) => isNonPublicAddress(each.address));
    if (refused) {
      const problem: NodeJS.ErrnoException = new Error(`${hostname} resolves to a non-public address`);
      problem.code = 'EPUSHREFUSED';
      return callback(problem, []);
    }
    const wantsAll = (options as { all?: boolean }).all === true;
    if (wantsAll) return callback(null, addresses);
    const [first] = addresses;
    return first
      ? callback(null, first.address, first.family)
      : callback(new Error(`${hostname} has no address`), []);
  });
}
