import { authCalls, P, type AuthSession } from '@console/api';

/** A session holding exactly these permission ids. */
export function sessionWith(...permissionIds: number[]): AuthSession {
  return { authorization: 'test-token-0123456789abcdef', firstname: 'Ada', rolePermissions: permissionIds.map((permissionId) => ({ permissionId })) };
}

export const fixtures = {
  /** The account the mock API signs in. */
  credentials: { username: 'ada@example.com', password: 'correct horse', code: '123456' },
  /** A super user's session, what a successful sign-in answers. */
  auth: sessionWith(P.SUPER_USER),
  /** The one reset token the mock API accepts. */
  resetToken: 'reset-token-0123456789abcdef',
};

// The server's own words, so that screens are tested against what users will really read.
export const messages = {
  signInFailed: 'Invalid email, password or code.',
  resetSent: authCalls.resetRequest.message,
  resetInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
  passwordChanged: authCalls.resetConfirm.message,
};
