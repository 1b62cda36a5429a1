// The Class every Access-Accept carries (radius/policy.conf), which says what profile a session started with.

/** What the policy puts before the profile id in the Access-Accept's Class. */
const CLASS_PREFIX = 'console-profile:';

/** radacct.class as FreeRADIUS writes an octets attribute (0x + hex), or as text from another writer. */
export function profileOfClass(value: string | null): string | null {
  if (!value) return null;
  const text = /^0x([0-9a-f]*)$/i.test(value) ? Buffer.from(value.slice(2), 'hex').toString('utf8') : value;
  return text.startsWith(CLASS_PREFIX) ? text.slice(CLASS_PREFIX.length) : null;
}

/** radacct.class for a session now running with this profile (after a CoA-ACK). */
export const classOf = (profileId: string): string => `0x${Buffer.from(`${CLASS_PREFIX}${profileId}`, 'utf8').toString('hex')}`;
