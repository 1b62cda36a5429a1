import type { Session } from '@console/api';
import { formatTime } from '@console/ui';

type Cut = NonNullable<Session['cut']>;

const ACTION: Record<Cut['action'], string> = { disconnect: 'Disconnect', coa: 'Rate change (CoA)' };

const STATE: Record<Cut['state'], string> = {
  pending: 'pending',
  refused: 'refused by the NAS (NAK)',
  'no answer': 'not answered by the NAS',
  'no NAS': 'waiting: the NAS is no longer in the console',
  error: 'failed in the console',
};

/**
 * A Disconnect or CoA the NAS has not acknowledged yet, as Online now says it: what, where it stands,
 * how many requests were sent and when the next goes (docs/radius.md "Cut jobs"). Empty when none.
 */
export function cutText(cut: Session['cut']): string {
  if (!cut) return '';
  const what = `${ACTION[cut.action]} ${STATE[cut.state]}`;
  return cut.attempts === 0 ? what : `${what}; ${cut.attempts} sent, next try ${formatTime(cut.nextTry)}`;
}
