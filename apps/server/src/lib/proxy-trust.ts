import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config.ts';

/** The address ranges TRUST_PROXY may name, as Fastify's proxy-addr reads those names. */
const NAMED_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

/** An address as the socket gives it, with an IPv4-mapped IPv6 address (::ffff:127.0.0.1) read as IPv4. */
const plain = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

function addRange(list: BlockList, address: string, prefix: number) {
  list.addSubnet(address, prefix, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

const contains = (list: BlockList, address: string | undefined) => {
  if (!address) return false;
  const ip = plain(address);
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * Whether the peer at `address` (the socket's end, hop 0) is a proxy TRUST_PROXY trusts: any peer with a hop count
 * (Fastify trusts the nearest hops whoever they are), a listed address or range otherwise, nobody when unset.
 */
export function proxyTrust(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    const named = NAMED_RANGES[entry];
    if (named) for (const [address, prefix] of named) addRange(list, address, prefix);
    else if (entry.includes('/')) addRange(list, entry.split('/')[0]!, Number(entry.split('/')[1]));
    else addRange(list, entry, isIP(entry) === 6 ? 128 : 32);
  }
  return (address) => contains(list, address);
}

const loopback = new BlockList();
for (const [address, prefix] of NAMED_RANGES.loopback!) addRange(loopback, address, prefix);

/** Whether a socket's peer address is this machine's loopback (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export const isLoopback = (address: string | undefined) => contains(loopback, address);
