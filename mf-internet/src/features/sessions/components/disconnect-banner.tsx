import { disconnectSummary, type DisconnectResult } from '@console/api';
import { ResultBanner } from '@console/ui';

/** What the NAS answered to the Disconnect-Requests an action sent: green only when every one was acknowledged. */
export function DisconnectBanner({ results }: { results: readonly DisconnectResult[] }) {
  const allCut = results.every((r) => r.outcome === 'acknowledged');
  return <ResultBanner status={allCut ? 'success' : 'error'}>{disconnectSummary(results)}</ResultBanner>;
}
