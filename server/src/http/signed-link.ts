import { hasAnyPermission } from '@console/api/contract';
import { permissionIdsOf } from '../auth/authenticate';
import type { SignedLink } from '../core/url-signer';
import type { AppDeps } from './app-deps';
import { forbidden } from './api-error';

const ACTIVE = 0;

/**
 * Opens a signed link (a download or photo, fetched without a session): its signature, expiry and
 * parameter set must hold, and the user it was signed for must still be active and hold one of
 * `permissions` now, so a link stops working with its user's access. Answers the link's user and signed parameters.
 */
export async function openSignedLink(
  deps: AppDeps,
  link: { path: string; query: unknown; allowed: readonly string[]; permissions: readonly number[]; refusal: string },
): Promise<SignedLink> {
  const signed = deps.signer.verify(link.path, (link.query ?? {}) as Record<string, unknown>, link.allowed);
  if (!signed) throw forbidden(link.refusal);
  const owner = await deps.db.selectFrom('users').select('status').where('id', '=', signed.userId).executeTakeFirst();
  if (!owner || owner.status !== ACTIVE || !hasAnyPermission(await permissionIdsOf(deps, signed.userId), [...link.permissions])) {
    throw forbidden(link.refusal);
  }
  return signed;
}
