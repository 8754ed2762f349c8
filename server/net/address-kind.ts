import net from 'node:net';

/**
 * What kind of network an IP address is on: the one classification the server uses, both to
 * trust a client (metrics, the development outbox) and to refuse to send anywhere but the public
 * internet (web push endpoints, issue 22 §5).
 */
export type AddressKind = 'loopback' | 'private' | 'link-local' | 'reserved' | 'public' | 'invalid';

function list(entries: [string, number, 'ipv4' | 'ipv6'][]): net.BlockList {
  const b = new net.BlockList();
  for (const [address, prefix, family] of entries) b.addSubnet(address, prefix, family);
  return b;
}

const LOOPBACK = list([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);
const PRIVATE = list([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['fc00::', 7, 'ipv6'],
]);
const LINK_LOCAL = list([
  // 169.254.169.254 is the cloud metadata service.
  ['169.254.0.0', 16, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
]);
/** Everything else that is not a unicast address on the public internet (IANA special-purpose). */
const RESERVED = list([
  ['0.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  // The unspecified address and the deprecated IPv4-compatible ones (::10.0.0.1); ::1 is matched first.
  ['::', 96, 'ipv6'],
  // NAT64, 6to4 and Teredo carry an IPv4 address that may be an internal one.
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]);

/** IPv4-mapped IPv6 (::ffff:10.0.0.1, ::ffff:a00:1, 0:0:0:0:0:ffff:…) is the IPv4 address it carries. */
function unmapped(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (net.isIPv4(bare)) return { address: bare, family: 'ipv4' };
  if (!net.isIPv6(bare)) return null;
  // The URL parser writes every spelling of an IPv6 address in one canonical form.
  const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  const m = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!m?.[1] || !m[2]) return { address: canonical, family: 'ipv6' };
  const hi = Number.parseInt(m[1], 16);
  const lo = Number.parseInt(m[2], 16);
  return { address: [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'), family: 'ipv4' };
}

export function addressKind(ip: string): AddressKind {
  const a = unmapped(ip);
  if (!a) return 'invalid';
  if (LOOPBACK.check(a.address, a.family)) return 'loopback';
  if (PRIVATE.check(a.address, a.family)) return 'private';
  if (LINK_LOCAL.check(a.address, a.family)) return 'link-local';
  if (RESERVED.check(a.address, a.family)) return 'reserved';
  return 'public';
}
