import { isIPv6 } from 'node:net';

/**
 * The client address as counted: IPv4 as it is, IPv6 by its /64 network (one subscriber usually holds a whole
 * /64, so counting single addresses would give an attacker 2^64 fresh ones). request.ip is the socket's address
 * unless the connection comes from a configured proxy (TRUST_PROXY).
 */
export function addressOf(ip: string): string {
  const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(plain)) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
