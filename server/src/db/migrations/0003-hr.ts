import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('departments')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('code', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('head_of_department', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('lgas')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('state', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('lgas_state_name', ['state', 'name'])
    .execute();

  await db.schema
    .createTable('nationalities')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('code', 'varchar(2)', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('employees')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('staff_id', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('confidential_file_id', 'varchar(20)', (c) => c.unique())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sex', 'varchar(1)', (c) => c.notNull())
    .addColumn('dob', 'bigint', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('next_of_kin_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('next_of_kin_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('salary_grade_level', 'integer', (c) => c.notNull())
    .addColumn('qualifications', 'varchar(300)', (c) => c.notNull())
    .addColumn('position', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('department_id', 'varchar(45)', (c) => c.notNull().references('departments.id'))
    .addColumn('lga_id', 'varchar(45)', (c) => c.notNull().references('lgas.id'))
    .addColumn('nationality_id', 'varchar(45)', (c) => c.notNull().references('nationalities.id'))
    .addColumn('appointment_date', 'bigint', (c) => c.notNull())
    .addColumn('first_promotion_date', 'bigint')
    .addColumn('last_promotion_date', 'bigint')
    .addColumn('photo', 'varchar(60)')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  // The list's order (name, id) and the dashboard's date ranges.
  await db.schema.createIndex('employees_name').on('employees').columns(['name', 'id']).execute();
  await db.schema.createIndex('employees_department').on('employees').column('department_id').execute();
  await db.schema.createIndex('employees_appointment').on('employees').column('appointment_date').execute();
  await db.schema.createIndex('employees_dob').on('employees').column('dob').execute();

  await db.schema
    .createTable('employee_promotions')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('employee_id', 'varchar(45)', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('promotion_date', 'bigint', (c) => c.notNull())
    .addColumn('salary_grade_level', 'integer', (c) => c.notNull())
    .addColumn('designation', 'varchar(100)', (c) => c.notNull())
    .addColumn('remark', 'varchar(300)', (c) => c.notNull())
    .addColumn('previous_salary_grade_level', 'integer', (c) => c.notNull())
    .addColumn('previous_designation', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('employee_promotions_employee').on('employee_promotions').column('employee_id').execute();
  await db.schema.createIndex('employee_promotions_date').on('employee_promotions').column('promotion_date').execute();

  await db.schema
    .createTable('employee_status_history')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('employee_id', 'varchar(45)', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('previous_status', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('effective_date', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('employee_status_history_employee').on('employee_status_history').column('employee_id').execute();

  await db.schema
    .createTable('employee_staff_id_history')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('employee_id', 'varchar(45)', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('previous_staff_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('staff_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('employee_staff_id_history_employee').on('employee_staff_id_history').column('employee_id').execute();
}
