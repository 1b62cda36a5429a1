import type { FastifyInstance } from 'fastify';
import { authCalls } from '@console/api/contract';
import { runAfterAnswer } from '../core/after-answer';
import { nowSeconds } from '../core/clock';
import type { AppDeps } from '../http/app-deps';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { storePassword } from './credentials';
import { chargeResetAddress, countResetMail } from './login-throttle';
import { hashPassword } from './passwords';
import { checkNewPassword } from './password-policy';
import { hashToken, newToken } from './tokens';

const RESET_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
export const RESET_TOKEN_SECONDS = 30 * 60;

/** Writes the reset token and mails its link, when the address is an active account's. */
async function mailResetLink(deps: AppDeps, username: string): Promise<void> {
  const { db, mailer, config } = deps;
  const user = await db.selectFrom('users').select(['id', 'username', 'status']).where('usernameKey', '=', username.toLowerCase()).executeTakeFirst();
  if (!user || user.status !== 0) return;
  const token = newToken();
  const now = nowSeconds();
  await db
    .insertInto('password_resets')
    .values({ tokenHash: hashToken(token), userId: user.id, created: now, expiresAt: now + RESET_TOKEN_SECONDS, used: 0 })
    .execute();
  // The configured address, never the request's Host header, which whoever asks can set.
  await mailer.send({
    to: user.username,
    subject: 'Reset your Staff Console password',
    text: `Open this link within 30 minutes to choose a new password:\n${config.publicUrl}/auth/reset?token=${token}\n\nIf you did not ask for this, ignore this mail.`,
  });
}

export function passwordResetRoutes(app: FastifyInstance): void {
  // The same answer, in the same time, whether or not the account exists: the mail goes after it.
  defineRoute(app, authCalls.resetRequest, async ({ body, deps, request }) => {
    await chargeResetAddress(deps.db, request.ip);
    if (await countResetMail(deps.db, body.username)) runAfterAnswer(deps, request.log, 'reset mail', () => mailResetLink(deps, body.username));
    return null;
  });

  defineRoute(app, authCalls.resetConfirm, async ({ body, deps }) => {
    const tokenHash = hashToken(body.token);
    // Looked up before the password is hashed, so invented tokens cost no argon2 work.
    const reset = await deps.db.selectFrom('password_resets').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
    if (!reset || reset.used !== 0 || reset.expiresAt <= nowSeconds()) throw new ApiError(400, RESET_INVALID);
    const owner = await deps.db.selectFrom('users').select(['id', 'username']).where('id', '=', reset.userId).executeTakeFirstOrThrow();
    checkNewPassword(body.password, owner.username);
    const passwordHash = await hashPassword(body.password);
    await deps.db.transaction().execute(async (tx) => {
      // Conditional: of two confirmations racing with one token, exactly one changes the password.
      const { numUpdatedRows } = await tx
        .updateTable('password_resets')
        .set({ used: 1 })
        .where('tokenHash', '=', tokenHash)
        .where('used', '=', 0)
        .executeTakeFirst();
      if (Number(numUpdatedRows) === 0) throw new ApiError(400, RESET_INVALID);
      // The editable record's stamp stays: a credential changing must not make an open edit form stale.
      await storePassword(tx, owner, owner.id, passwordHash);
    });
    return null;
  });
}
