import type { z } from 'zod';
import type { Access } from '@console/api/contract';

export type { Access };

export interface RouteEntry {
  method: 'GET' | 'POST';
  url: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Multipart and streaming routes describe their input here instead of a body schema. */
  input?: string;
  /** One line for the API docs. */
  summary?: string;
  /** The envelope's `data` of a 200 answer. */
  response?: z.ZodType;
  /** Media types a raw route answers with (downloads, photos) instead of the envelope. */
  produces?: readonly string[];
}

/** Every API route with its access rule and schemas, for the authorization matrix and the docs. */
export class RouteTable {
  readonly entries: RouteEntry[] = [];

  add(entry: RouteEntry): void {
    this.entries.push(entry);
  }
}
