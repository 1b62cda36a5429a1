import type { FastifyInstance } from 'fastify';
import { all as nigerianStates } from 'nigerian-states-and-lgas';
import countries from 'world-countries';
import { v5 as uuidV5 } from 'uuid';
import { referenceCalls, type Lga, type Nationality } from '@console/api/contract';
import type { Db } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { runList } from '../../http/list-query';

// Ids derived from the names, so every install (and every instance starting at once) gives a
// state's LGA or a nationality the same id, and a repeated seed is a no-op.
const REFERENCE_NAMESPACE = '6d1f3c2a-8e54-4f7b-9a0e-3b2c1d4e5f60';
const referenceId = (kind: string, key: string) => uuidV5(`${kind}:${key}`, REFERENCE_NAMESPACE);

// The package spells one state name wrong; everything else in it is kept as published.
const STATE_SPELLING: Record<string, string> = { Kastina: 'Katsina' };

export function lgaRows(): Lga[] {
  return nigerianStates().flatMap(({ state, lgas }) => {
    const stateName = STATE_SPELLING[state] ?? state;
    return lgas.map((name) => ({ id: referenceId('lga', `${stateName}/${name}`), name, state: stateName }));
  });
}

/**
 * Nationalities of the sovereign countries, named by their English demonym. Two demonyms are
 * shared by two countries each (Congolese, Dominican); those carry the country in brackets.
 */
export function nationalityRows(): Nationality[] {
  const independent = countries.filter((c) => c.independent);
  const demonym = (c: (typeof independent)[number]) => c.demonyms.eng?.m || c.name.common;
  const uses = new Map<string, number>();
  for (const c of independent) uses.set(demonym(c), (uses.get(demonym(c)) ?? 0) + 1);
  return independent.map((c) => ({
    id: referenceId('nationality', c.cca2),
    code: c.cca2,
    name: uses.get(demonym(c))! > 1 ? `${demonym(c)} (${c.name.common})` : demonym(c),
  }));
}

const CHUNK = 200;

/** On first start (empty tables): Nigeria's states and LGAs, and the nationalities. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (!(await tx.selectFrom('lgas').select('id').limit(1).executeTakeFirst())) {
      const rows = lgaRows();
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx
          .insertInto('lgas')
          .values(rows.slice(i, i + CHUNK))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    if (!(await tx.selectFrom('nationalities').select('id').limit(1).executeTakeFirst())) {
      await tx
        .insertInto('nationalities')
        .values(nationalityRows())
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}

/**
 * The reference lists the employee forms pick from (`referenceCalls`), each over its table, the
 * answer's fields its columns, in its own order.
 */
export function referenceRoutes(app: FastifyInstance): void {
  defineRoute(app, referenceCalls.lgas, async ({ body, deps }) => {
    const { items, size } = await runList(deps.db.selectFrom('lgas'), { ...body, filters: { name: 'text', state: 'text' } }, (q) =>
      q.select(['id', 'name', 'state']).orderBy('state').orderBy('name'),
    );
    return { lgas: items, size };
  });
  defineRoute(app, referenceCalls.nationalities, async ({ body, deps }) => {
    const { items, size } = await runList(deps.db.selectFrom('nationalities'), { ...body, filters: { name: 'text', code: 'equals' } }, (q) =>
      q.select(['id', 'name', 'code']).orderBy('name'),
    );
    return { nationalities: items, size };
  });
}
