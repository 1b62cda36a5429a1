import { profileCalls } from '@console/api/contract';
import { type Profile } from '@console/api/contract';
import type { Tx } from '../../db/schema';
import { tableList } from '../../http/list-query';
import { assertAllExist, linkedNames, linkedRecords } from './references';
import type { RecordType } from '../../http/record-routes';
import { validationFailure } from '../../http/api-error';
import { freeradiusDictionary } from '../../radius/radius-dictionary';
import { parseReplyAttributes, replyAttributesText } from '../../radius/reply-attributes';
import { profileRates } from '../../radius/vendor-rates';

async function linkNas(tx: Tx, profileId: string, nasIds: string[]): Promise<void> {
  await assertAllExist(tx, 'nas', nasIds, 'NAS');
  if (nasIds.length) {
    await tx
      .insertInto('service_profile_nas')
      .values(nasIds.map((nasId) => ({ profileId, nasId })))
      .execute();
  }
}

/** The free-form items checked against FreeRADIUS's dictionaries (400 at the field), in place of the profile's old ones. */
async function writeReplyAttributes(tx: Tx, profileId: string, text: string): Promise<void> {
  const parsed = parseReplyAttributes(text, freeradiusDictionary());
  if ('error' in parsed) throw validationFailure({ replyAttributes: parsed.error });
  await tx.deleteFrom('profile_reply_attributes').where('profileId', '=', profileId).execute();
  if (parsed.items.length) {
    await tx
      .insertInto('profile_reply_attributes')
      .values(parsed.items.map((item, position) => ({ profileId, position, ...item })))
      .execute();
  }
}

/** The columns a profile's form writes; the rates each way are the other vendors' bandwidth attributes. */
const profileColumns = (body: { name: string; description: string; rateLimit: string; ipPool: string; idleTimeout: number }) => ({
  name: body.name,
  description: body.description,
  rateLimit: body.rateLimit,
  ipPool: body.ipPool,
  idleTimeout: body.idleTimeout,
  ...profileRates(body.rateLimit),
});

export const profiles: RecordType<Profile, typeof profileCalls> = {
  calls: profileCalls,
  table: 'service_profiles',
  // The profile writes answer under both prefixes (docs/internet.md, Calls).
  list: tableList('service_profiles', profileCalls.list, {
    filters: { name: 'text' },
    sortable: ['name', 'created', 'updated'],
    order: ['name', 'id'],
  }),
  async load(db, ids) {
    const [rows, links, items] = await Promise.all([
      db.selectFrom('service_profiles').selectAll().where('id', 'in', ids).execute(),
      linkedRecords(db, { table: 'service_profile_nas', key: 'profileId', target: 'nasId', named: 'nas' }, ['nasname'], ids),
      db.selectFrom('profile_reply_attributes').selectAll().where('profileId', 'in', ids).orderBy('position').execute(),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      rateLimit: row.rateLimit,
      ipPool: row.ipPool,
      nasProfiles: links.filter((l) => l.owner === row.id).map((l) => ({ nas: { id: l.id, nasname: l.nasname } })),
      idleTimeout: Number(row.idleTimeout),
      replyAttributes: replyAttributesText(items.filter((item) => item.profileId === row.id)),
      created: row.created,
      updated: row.updated,
    }));
  },
  async insert(tx, id, body, now) {
    await tx
      .insertInto('service_profiles')
      .values({ id, ...profileColumns(body), created: now, updated: now })
      .execute();
    await linkNas(tx, id, body.nasProfiles);
    await writeReplyAttributes(tx, id, body.replyAttributes);
  },
  async write(tx, current, body) {
    await tx.updateTable('service_profiles').set(profileColumns(body)).where('id', '=', current.id).execute();
    await tx.deleteFrom('service_profile_nas').where('profileId', '=', current.id).execute();
    await linkNas(tx, current.id, body.nasProfiles);
    await writeReplyAttributes(tx, current.id, body.replyAttributes);
  },
  label: (profile) => `Profile ${profile.name}`,
  async usages(tx, profile) {
    const [plans, constrained] = await Promise.all([
      tx
        .selectFrom('plans')
        .select('name')
        .where((eb) => eb.or([eb('profileId', '=', profile.id), eb('expiredProfileId', '=', profile.id)]))
        .orderBy('name')
        .execute(),
      linkedNames(tx, { table: 'plan_constraints', key: 'profileId', target: 'planId', named: 'plans' }, profile.id),
    ]);
    return [
      { singular: 'plan', plural: 'plans', names: plans.map((p) => p.name) },
      { singular: 'a constraint of plan', plural: "plans' constraints", names: constrained },
    ];
  },
  async deleteOwned(tx, profile) {
    await tx.deleteFrom('service_profile_nas').where('profileId', '=', profile.id).execute();
    await tx.deleteFrom('profile_reply_attributes').where('profileId', '=', profile.id).execute();
  },
};
