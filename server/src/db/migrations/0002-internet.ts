import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(6)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sale_points')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('sms_sender', 'varchar(10)', (c) => c.notNull())
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('city', 'varchar(30)', (c) => c.notNull())
    .addColumn('location_id', 'varchar(45)', (c) => c.notNull().references('locations.id'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sale_points_location').on('sale_points').column('location_id').execute();

  // FreeRADIUS's clients table (raddb/mods-config/sql/main/*/schema.sql), with string ids and two
  // extra stamps that FreeRADIUS does not read.
  await db.schema
    .createTable('nas')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('nasname', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('shortname', 'varchar(32)', (c) => c.notNull())
    .addColumn('type', 'varchar(30)', (c) => c.notNull().defaultTo('other'))
    .addColumn('ports', 'integer')
    .addColumn('secret', 'varchar(60)', (c) => c.notNull().defaultTo('secret'))
    .addColumn('server', 'varchar(64)')
    .addColumn('community', 'varchar(50)')
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo('RADIUS Client'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('area', 'varchar(100)', (c) => c.notNull())
    .addColumn('location_id', 'varchar(45)', (c) => c.notNull().references('locations.id'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sites_location').on('sites').column('location_id').execute();

  await db.schema
    .createTable('service_profiles')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(100)', (c) => c.notNull())
    .addColumn('rate_limit', 'varchar(50)', (c) => c.notNull())
    .addColumn('ip_pool', 'varchar(20)', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('service_profile_nas')
    .addColumn('profile_id', 'varchar(45)', (c) => c.notNull().references('service_profiles.id').onDelete('cascade'))
    .addColumn('nas_id', 'varchar(45)', (c) => c.notNull().references('nas.id'))
    .addPrimaryKeyConstraint('service_profile_nas_pk', ['profile_id', 'nas_id'])
    .execute();
  await db.schema.createIndex('service_profile_nas_nas').on('service_profile_nas').column('nas_id').execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
    .addColumn('contract_value_kobo', 'bigint')
    .addColumn('uptime', 'integer')
    .addColumn('validity', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'varchar(45)', (c) => c.notNull().references('service_profiles.id'))
    .addColumn('expired_profile_id', 'varchar(45)', (c) => c.references('service_profiles.id'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plans_type_name').on('plans').columns(['type', 'name']).execute();
  await db.schema.createIndex('plans_profile').on('plans').column('profile_id').execute();
  await db.schema.createIndex('plans_expired_profile').on('plans').column('expired_profile_id').execute();

  await db.schema
    .createTable('plan_locations')
    .addColumn('plan_id', 'varchar(45)', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('location_id', 'varchar(45)', (c) => c.notNull().references('locations.id'))
    .addPrimaryKeyConstraint('plan_locations_pk', ['plan_id', 'location_id'])
    .execute();
  await db.schema.createIndex('plan_locations_location').on('plan_locations').column('location_id').execute();

  await db.schema
    .createTable('plan_sale_points')
    .addColumn('plan_id', 'varchar(45)', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('sale_point_id', 'varchar(45)', (c) => c.notNull().references('sale_points.id'))
    .addPrimaryKeyConstraint('plan_sale_points_pk', ['plan_id', 'sale_point_id'])
    .execute();
  await db.schema.createIndex('plan_sale_points_sale_point').on('plan_sale_points').column('sale_point_id').execute();

  await db.schema
    .createTable('plan_constraints')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('plan_id', 'varchar(45)', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('profile_id', 'varchar(45)', (c) => c.notNull().references('service_profiles.id'))
    .addColumn('days', 'varchar(13)', (c) => c.notNull())
    .addColumn('start_second', 'integer', (c) => c.notNull())
    .addColumn('end_second', 'integer', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_constraints_plan').on('plan_constraints').column('plan_id').execute();
  await db.schema.createIndex('plan_constraints_profile').on('plan_constraints').column('profile_id').execute();
}
