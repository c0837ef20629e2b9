import { BlockList, isIP } from 'node:net';

/**
 * Addresses a push endpoint must not point at: the server would POST to its own network on a member's say-so
 * (SSRF). Real push services (FCM, Mozilla, Apple, Windows) are public https hosts.
 */
const PRIVATE = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, bits, 'ipv6');

/** Whether an IP address (v4 or v6) is one of this network's own: private, loopback, link-local, multicast. */
export const isPrivateAddress = (host: string) => {
  const family = isIP(host);
  if (family === 4) return PRIVATE.check(host, 'ipv4');
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1, which URL turns into ::ffff:a00:1) is judged as IPv4.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
    return PRIVATE.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return family === 6 && PRIVATE.check(host, 'ipv6');
};

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost']);

/**
 * Whether the server may send to this endpoint: https to a host that is not a private, loopback or link-local
 * address nor localhost. `allowLocalTestService` (outside production) also lets `http://127.0.0.1:<port>/…` and
 * `http://localhost:<port>/…` through, so tests and development can run a fake push service.
 */
export function endpointAllowed(endpoint: string, { allowLocalTestService }: { allowLocalTestService: boolean }) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$|\.$/g, '').toLowerCase();
  if (url.username || url.password) return false;
  if (allowLocalTestService && url.protocol === 'http:' && LOOPBACK_NAMES.has(host) && url.port !== '') return true;
  if (url.protocol !== 'https:') return false;
  return !(host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host));
}
