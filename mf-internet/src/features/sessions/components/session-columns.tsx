import type { Session } from '@console/api';
import { formatDate, formatTime, type Column } from '@console/ui';
import { formatBytes, formatDuration } from './session-format';
import { cutText } from './session-cut';

/** A session's time as 'dd/mm/yyyy HH:MM:SS'; blank when unknown. */
export const dateAndTime = (seconds: number | null) => (seconds === null ? '' : `${formatDate(seconds)} ${formatTime(seconds)}`);
/** The NAS a session came through: its name and address, or the address alone when the NAS left the console. */
export const nasOf = (session: Session) => (session.nasName ? `${session.nasName} (${session.nas})` : session.nas);

/**
 * Online now: who, where, since when and how much, the profile that applies to the login, and a
 * Disconnect or CoA the console is still trying.
 */
export const ONLINE_COLUMNS: Column<Session>[] = [
  { header: 'User', field: 'username' },
  { header: 'NAS', cell: nasOf },
  { header: 'Address', field: 'address' },
  { header: 'MAC', field: 'mac' },
  { header: 'Since', cell: (s) => dateAndTime(s.since) },
  { header: 'Bytes In', cell: (s) => formatBytes(s.bytesIn) },
  { header: 'Bytes Out', cell: (s) => formatBytes(s.bytesOut) },
  { header: 'Profile', cell: (s) => s.profile ?? '' },
  { header: 'Cut', cell: (s) => cutText(s.cut) },
];

/** A subscriber's sessions, open and closed; a session closed by the sweep reads "Timed out (no updates)". */
export const HISTORY_COLUMNS: Column<Session>[] = [
  { header: 'Started', cell: (s) => dateAndTime(s.since) },
  { header: 'Ended', cell: (s) => (s.stoppedAt === null ? 'Online' : dateAndTime(s.stoppedAt)) },
  { header: 'Duration', cell: (s) => formatDuration(s.seconds) },
  { header: 'NAS', cell: nasOf },
  { header: 'Address', field: 'address' },
  { header: 'MAC', field: 'mac' },
  { header: 'Bytes In', cell: (s) => formatBytes(s.bytesIn) },
  { header: 'Bytes Out', cell: (s) => formatBytes(s.bytesOut) },
  { header: 'Cause', cell: (s) => (s.terminateCause === 'Stale-Session' ? 'Timed out (no updates)' : s.terminateCause) },
];
