import { z } from 'zod';
import { noData } from './common';

const rolePermissions = z.array(z.object({ permissionId: z.number().int() }));

export const authSessionAnswer = z.object({
  authorization: z.string().meta({ description: 'The session token, sent back in the Authorization header' }),
  firstname: z.string(),
  rolePermissions,
  enrolSecondFactor: z.boolean().optional(),
});

export type RolePermission = z.output<typeof rolePermissions>[number];
/** The signed-in user as the browser keeps it (sessionStorage and the store). */
export type AuthSession = z.output<typeof authSessionAnswer>;

export const authAnswers = {
  login: z.object({ auth: authSessionAnswer }),
  session: z.object({ firstname: z.string(), username: z.string(), rolePermissions }),
  none: noData,
};
