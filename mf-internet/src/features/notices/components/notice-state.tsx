import { Badge } from '@console/ui';
import type { NoticeState } from '@console/api';

const STATE: Record<NoticeState, { label: string; palette: string }> = {
  delivered: { label: 'Delivered', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  pending: { label: 'Pending', palette: 'blue' },
  skipped: { label: 'Not sent', palette: 'gray' },
};

/** A notice's state as a coloured word: Delivered, Failed, Pending, Not sent. */
export function NoticeStateBadge({ state }: { state: NoticeState }) {
  return <Badge colorPalette={STATE[state].palette}>{STATE[state].label}</Badge>;
}
