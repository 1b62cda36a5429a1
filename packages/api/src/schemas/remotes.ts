import { z } from 'zod';

/** /remotes.json: each remote's federation name and the address of its manifest or entry. */
export const remotesConfig = z.object({ remotes: z.record(z.string(), z.string().min(1)) });
export type RemotesConfig = z.output<typeof remotesConfig>;
