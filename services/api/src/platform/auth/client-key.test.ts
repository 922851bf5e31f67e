import { describe, expect, it } from '@jest/globals';
import { ClientKeys, clientNetwork } from './client-key.js';

describe('client keys', () => {
  it('an IPv4 address is its own client, also when written IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('IPv6 addresses count by their /64, however they are written', () => {
    const net = '2001:0db8:0001:0002::/64';
    expect(clientNetwork('2001:db8:1:2::1')).toBe(net);
    expect(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(net);
    expect(clientNetwork('2001:DB8:1:2:0:0:0:9%eth0')).toBe(net);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(net);
    expect(clientNetwork('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientNetwork('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('keys are keyed hashes: another secret gives other keys, and emails are compared case-blind', () => {
    const keys = new ClientKeys(Buffer.from('one secret'));
    expect(keys.ofAddress('2001:db8:1:2::1')).toBe(keys.ofAddress('2001:db8:1:2::2'));
    expect(keys.ofAddress('203.0.113.7')).not.toBe(new ClientKeys(Buffer.from('another')).ofAddress('203.0.113.7'));
    expect(keys.ofEmail(' Ada@Example.com')).toBe(keys.ofEmail('ada@example.com'));
    expect(keys.ofAddress('203.0.113.7')).toMatch(/^[0-9a-f]{32}$/);
  });
});
