// The client address the sign-in and sign-up limits count by.
import { isIPv6 } from 'node:net';

/**
 * One key per client: an IPv4 address as is (also when written IPv4-mapped, ::ffff:1.2.3.4), an IPv6
 * address by its /64 network, because one home or phone line gets a whole /64 and could otherwise
 * rotate through addresses to reset every limit.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'))
    .join(':')}::/64`;
}
