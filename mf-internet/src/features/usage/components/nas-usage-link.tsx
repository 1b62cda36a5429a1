import { Link } from '@console/ui';
import { SESSION_ACCESS, usePermission, type Nas } from '@console/api';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The NAS list's way to a NAS's usage over 30 days, for whoever may view sessions and usage. The
 * path is the address's (nas/all → nas/<id>/usage), not the route's, whose parent is the area.
 */
export function NasUsageLink({ nas }: { nas: Nas }) {
  const allowed = usePermission(...SESSION_ACCESS.usage);
  if (!allowed) return null;
  return (
    <Link asChild variant="underline">
      <RouterLink to={`../${nas.id}/usage`} relative="path" aria-label={`Usage of ${nas.shortname}`} onClick={(event) => event.stopPropagation()}>
        Last 30 days
      </RouterLink>
    </Link>
  );
}
