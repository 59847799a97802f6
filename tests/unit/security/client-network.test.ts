import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../../src/server/rate-limit/network';

const of = (ip: string | undefined) => clientNetwork((name) => (name === 'cf-connecting-ip' ? ip : undefined));

describe('the network a limit counts', () => {
  it('an IPv4 address as it is; an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(of('203.0.113.7')).toBe('203.0.113.7');
    expect(of('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('every IPv6 address of one /64 is one client, however it is written', () => {
    const net = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:DB8:1:2:ffff::', '2001:db8:1:2::1%eth0']) expect(of(ip), ip).toBe(net);
    expect(of('2001:db8:1:3::1')).not.toBe(net);
    expect(of('::1')).toBe('0:0:0:0::/64');
    expect(of('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('no header is the local client; garbage is kept apart, never mistaken for a network', () => {
    expect(of(undefined)).toBe('local');
    expect(of('not an address')).toBe('other:not an address');
    expect(of('1:2:3:4:5:6:7:8:9')).toMatch(/^other:/);
  });
});
