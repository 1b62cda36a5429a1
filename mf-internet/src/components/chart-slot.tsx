import { Spinner } from '@console/ui';
import { Suspense, type ReactNode } from 'react';

/**
 * Where a chart loaded with `lazy(() => import(...))` appears: nivo and d3 come with the chart's own
 * module, so they load on the pages that draw one and on no other; a spinner stands in meanwhile.
 */
export function ChartSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner aria-label="Loading the chart" />}>{children}</Suspense>;
}
