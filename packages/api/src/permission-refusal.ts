import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { PERMISSION_CATALOGUE } from './permissions';
import { permissionsRefreshed, selectPermissionIds, signedOut, type SessionState } from './session';
import type { AuthSession } from './answers/auth';
import { authCalls } from './calls/auth/session-calls';

type SessionAnswer = { status: number; message: string; data: { rolePermissions: AuthSession['rolePermissions'] } | null };

/** "Edit employee" and "Upload employee photo", as the catalogue names them. */
function namesOf(ids: readonly number[]): string {
  const names = ids.map((id) => PERMISSION_CATALOGUE.find((entry) => entry.id === id)?.name ?? `permission ${id}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** What the user is told when permissions they held were taken away while they were working. */
export function withdrawnText(lost: readonly number[]): string {
  return `Your permissions have changed: you no longer have ${namesOf(lost)}. What you typed is still here; the menu now shows what you can open.`;
}

/**
 * A call was refused with a 403 that is not about enrolment (issue 31). That used to end the session,
 * losing whatever the user was typing; but a 403 is most often a permission taken away by an
 * administrator while the session stands. So ask the server who the caller is now: a standing
 * session keeps the user signed in with the permissions they hold now (the menu and buttons follow,
 * and the page says which went); a session the server has ended goes to the sign-in page with its
 * reason, as before.
 */
export function refusedCall(baseUrl: string, notice: string): ThunkAction<Promise<void>, { session: SessionState }, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const token = getState().session.auth?.authorization;
    if (!token) return;
    const held = selectPermissionIds(getState());
    let answer: SessionAnswer;
    try {
      const response = await fetch(`${baseUrl}${authCalls.session.path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      answer = (await response.json()) as SessionAnswer;
    } catch {
      // The server could not be asked: keep the session and what is on the screen; the next call tells.
      return;
    }
    // Another answer came first (a sign-out, another tab's sign-in): it is not ours to change.
    if (getState().session.auth?.authorization !== token) return;
    if (answer.status === 200 && answer.data) {
      const now = new Set(answer.data.rolePermissions.map((p) => p.permissionId));
      const lost = held.filter((id) => !now.has(id));
      dispatch(permissionsRefreshed({ rolePermissions: answer.data.rolePermissions, withdrawn: lost.length > 0 ? withdrawnText(lost) : null }));
    } else if (answer.status === 403) {
      dispatch(signedOut({ notice: answer.message || notice }));
    }
  };
}
