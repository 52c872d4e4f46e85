import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('the address a limit counts by', () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const key = addressKey('2001:db8:abcd:12::1');
    expect(key).toBe('2001:0db8:abcd:0012::/64');
    expect(addressKey('2001:db8:abcd:12:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:DB8:ABCD:12:0:0:0:9')).toBe(key);
    expect(addressKey('2001:db8:abcd:13::1')).not.toBe(key);
  });

  it('reads the shortest forms', () => {
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });
});
