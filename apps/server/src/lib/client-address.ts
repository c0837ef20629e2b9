import { isIP } from 'node:net';

/**
 * The key a client address is counted under by rate limits: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64 network, because one home or phone gets a whole /64 and
 * could otherwise try from billions of addresses.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" -> 2001, db8, 0, ..., 1). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // A trailing dotted IPv4 part counts as two groups.
  const toGroups = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes('.')) return [part];
      const [a, b, c, d] = part.split('.').map(Number);
      return [((a! << 8) | b!).toString(16), ((c! << 8) | d!).toString(16)];
    });
  const left = toGroups(groups(head));
  const right = tail === undefined ? [] : toGroups(groups(tail));
  const middle = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}
