/**
 * The network a request comes from, as rate limits and the gate key it: an IPv4 address as it is, an
 * IPv6 address cut to its /64. One IPv6 subscriber usually holds a whole /64 and may rotate freely
 * inside it, so a limit per full IPv6 address would be a limit per guess.
 */
export function clientNetwork(header: (name: string) => string | null | undefined): string {
  const raw = (header('cf-connecting-ip') ?? header('x-real-ip') ?? '').trim();
  if (raw === '') return 'local';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(raw);
  if (mapped) return mapped[1] ?? raw;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(raw)) return raw;
  const prefix = ipv6Prefix64(raw);
  return prefix ? `${prefix}::/64` : `other:${raw.slice(0, 64)}`;
}

/** The first four groups of an IPv6 address (zone id dropped), lower-case without leading zeros, or null. */
function ipv6Prefix64(address: string): string | null {
  const text = address.split('%')[0]?.toLowerCase() ?? '';
  if (!/^[0-9a-f:.]+$/.test(text) || !text.includes(':')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) fills the last two groups.
  const width = tail.concat(head).some((g) => g.includes('.')) ? 7 : 8;
  const missing = width - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const full = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const first = full.slice(0, 4);
  if (first.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return first.map((g) => g.replace(/^0+(?=.)/, '')).join(':');
}

/**
 * The same counter key for the IPv6 /48 around a key's /64 (`track:2001:db8:1:2::/64` →
 * `track:2001:db8:1::/48`), or null for an IPv4 address or a local request. A /48 is what one site
 * (an office, a business line, a tunnel user) is commonly given: 65,536 /64s, each of which would
 * otherwise have a limit of its own. clientNetwork writes a /64 as exactly four groups, so dropping the
 * last one gives its /48.
 */
export function wideKey(key: string): string | null {
  const wide = key.replace(/:[0-9a-f]{1,4}::\/64$/, '::/48');
  return wide === key ? null : wide;
}
