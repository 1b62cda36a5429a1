import { v7 } from 'uuid';

/** Deterministic pseudo-random numbers (mulberry32), so two seeds of one size hold the same data. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, int, pick };
}
export type Random = ReturnType<typeof randomSource>;

export const FIRST_NAMES = [
  'Adebayo',
  'Chinedu',
  'Ngozi',
  'Aisha',
  'Emeka',
  'Funmilayo',
  'Ibrahim',
  'Chioma',
  'Oluwaseun',
  'Fatima',
  'Tunde',
  'Amaka',
  'Musa',
  'Yetunde',
  'Ikenna',
  'Zainab',
  'Segun',
  'Nkechi',
  'Abubakar',
  'Folake',
  'Obinna',
  'Hauwa',
  'Kehinde',
  'Uche',
  'Bolaji',
  'Halima',
  'Chukwudi',
  'Titilayo',
  'Sani',
  'Ifeoma',
  'Olumide',
  'Amina',
  'Nnamdi',
  'Bukola',
  'Yusuf',
  'Adaeze',
  'Femi',
  'Rukayat',
  'Kelechi',
  'Morenike',
  'Garba',
  'Ebere',
  'Rotimi',
  'Maryam',
  'Chidi',
  'Omolara',
  'Danjuma',
  'Ogechi',
  'Babatunde',
  'Hadiza',
  'Ifeanyi',
  'Modupe',
  'Aliyu',
  'Nneka',
  'Dapo',
  'Khadija',
  'Tobenna',
  'Abimbola',
  'Umar',
  'Chiamaka',
];
export const SURNAMES = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ogunleye',
  'Abdullahi',
  'Nwosu',
  'Balogun',
  'Okonkwo',
  'Usman',
  'Adewale',
  'Chukwu',
  'Ibrahim',
  'Olawale',
  'Nwachukwu',
  'Mohammed',
  'Afolabi',
  'Okeke',
  'Lawal',
  'Obi',
  'Ogundipe',
  'Aminu',
  'Onyeka',
  'Adebisi',
  'Umeh',
  'Suleiman',
  'Oyelaran',
  'Anyanwu',
  'Garba',
  'Ajayi',
  'Okoro',
  'Danladi',
  'Fashola',
  'Ezeh',
  'Yakubu',
  'Oladipo',
  'Nnaji',
  'Aliyu',
  'Akinola',
  'Ogbonna',
  'Salisu',
  'Adeleke',
  'Onuoha',
  'Musa',
  'Oyebanji',
  'Ekwueme',
  'Shehu',
  'Ilori',
  'Uzor',
  'Tijani',
  'Oyewole',
  'Agbaje',
  'Nwankwo',
  'Idris',
  'Olatunji',
  'Ugwu',
  'Jibril',
  'Akande',
  'Okwuosa',
  'Bakare',
  'Emenike',
  'Sanni',
  'Adegoke',
  'Ikenna',
  'Danjuma',
  'Osagie',
  'Iheanacho',
  'Haruna',
  'Oduya',
  'Ezenwa',
  'Ajibade',
  'Mbah',
  'Kolawole',
  'Isah',
  'Onwuka',
  'Adekunle',
  'Oshodi',
  'Chime',
  'Abiodun',
  'Nwafor',
];
const STREETS = [
  'Allen Avenue',
  'Awolowo Road',
  'Broad Street',
  'Herbert Macaulay Way',
  'Ahmadu Bello Way',
  'Aba Road',
  'Ogui Road',
  'Zik Avenue',
  'Murtala Mohammed Way',
  'Independence Layout',
];
export const CITIES = [
  'Lagos',
  'Abuja',
  'Kano',
  'Ibadan',
  'Enugu',
  'Port Harcourt',
  'Kaduna',
  'Benin City',
  'Jos',
  'Owerri',
  'Abeokuta',
  'Ilorin',
  'Calabar',
  'Uyo',
  'Akure',
];
const DESIGNATIONS = [
  'Clerical Officer',
  'Executive Officer',
  'Higher Executive Officer',
  'Senior Executive Officer',
  'Principal Executive Officer',
  'Assistant Director',
  'Deputy Director',
  'Director',
  'Accountant',
  'Senior Accountant',
  'Administrative Officer',
  'Senior Administrative Officer',
  'Programme Analyst',
  'Engineer',
  'Senior Engineer',
];
const QUALIFICATIONS = ['SSCE', 'OND', 'HND', 'B.Sc.', 'B.A.', 'B.Eng.', 'M.Sc.', 'MBA', 'Ph.D.', 'B.Sc., M.Sc.', 'HND, PGD', 'B.A., MPA'];
export const DEPARTMENT_NAMES = [
  'Finance and Accounts',
  'Human Resources',
  'Administration',
  'Procurement',
  'Internal Audit',
  'Legal Services',
  'Information Technology',
  'Planning Research and Statistics',
  'Public Relations',
  'Health Services',
  'Works and Housing',
  'Agriculture',
  'Education',
  'Environment',
  'Transport',
  'Commerce and Industry',
  'Water Resources',
  'Youth and Sports',
  'Women Affairs',
  'Budget',
  'Revenue',
  'Lands and Survey',
  'Rural Development',
  'Security Services',
  'Tourism',
  'Culture',
  'Energy',
  'Mines and Steel',
  'Labour and Productivity',
  'Social Welfare',
  'Fisheries',
  'Forestry',
  'Quality Assurance',
  'Training',
  'Stores',
  'Protocol',
  'Pensions',
  'Establishments',
  'Special Duties',
  'Cooperatives',
];
const STATUS_WEIGHTS: Array<[status: number, weight: number]> = [
  [0, 880],
  [1, 40],
  [2, 20],
  [3, 5],
  [4, 15],
  [5, 15],
  [6, 10],
  [7, 5],
  [8, 10],
];

const DAY = 86_400;
const YEAR = 365.25 * DAY;
const utcDate = (year: number, month: number, day: number) => Date.UTC(year, month, day) / 1000;
const phone = (r: Random) => `080${r.int(10_000_000, 99_999_999)}`;
const weighted = (r: Random, weights: Array<[number, number]>) => {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let roll = r.int(0, total - 1);
  for (const [value, w] of weights) {
    if (roll < w) return value;
    roll -= w;
  }
  return weights[0][0];
};

export interface Volumes {
  employees: number;
  plans: number;
  locations: number;
  salePoints: number;
  users: number;
}

/** A row per column list, in the order of `columns`; generators yield them in batches. */
export interface TableRows {
  table: string;
  columns: string[];
  rows: Iterable<unknown[]>;
}

export interface Reference {
  lgaIds: string[];
  nationalityIds: string[];
  nigerianId: string;
  permissionIds: number[];
}

export function departments(now: number): TableRows {
  return {
    table: 'departments',
    columns: ['id', 'name', 'code', 'head_of_department', 'created', 'updated'],
    rows: DEPARTMENT_NAMES.map((name, i) => [v7(), name, `D${String(i + 1).padStart(3, '0')}`, '', now, now]),
  };
}

const EMPLOYEE_COLUMNS = [
  'id',
  'staff_id',
  'confidential_file_id',
  'name',
  'sex',
  'dob',
  'phone',
  'email',
  'address',
  'next_of_kin_name',
  'next_of_kin_phone',
  'salary_grade_level',
  'qualifications',
  'position',
  'status',
  'department_id',
  'lga_id',
  'nationality_id',
  'appointment_date',
  'first_promotion_date',
  'last_promotion_date',
  'photo',
  'created',
  'updated',
];
const PROMOTION_COLUMNS = [
  'id',
  'employee_id',
  'promotion_date',
  'salary_grade_level',
  'designation',
  'remark',
  'previous_salary_grade_level',
  'previous_designation',
  'created_by',
  'created',
];

/**
 * Employees and their promotions, generated together so each employee's level, designation and
 * promotion dates agree with the promotions recorded for them (0 to 3, by years of service).
 */
export function employeesAndPromotions(count: number, departmentIds: string[], ref: Reference, now: number) {
  const promotions: unknown[][] = [];
  const r = randomSource(1);
  const thisYear = new Date(now * 1000).getUTCFullYear();
  function* employees(): Generator<unknown[]> {
    for (let i = 1; i <= count; i += 1) {
      const first = r.pick(FIRST_NAMES);
      const middle = r.pick(FIRST_NAMES);
      const surname = r.pick(SURNAMES);
      const birthYear = r.int(1966, 2003);
      const dob = utcDate(birthYear, r.int(0, 11), r.int(1, 28));
      const appointment = Math.min(now - DAY, utcDate(Math.max(birthYear + 21, r.int(1990, thisYear)), r.int(0, 11), r.int(1, 28)));
      const id = v7();
      let level = r.int(4, 8);
      let designation = r.pick(DESIGNATIONS);
      const serviceYears = Math.floor((now - appointment) / YEAR);
      const promotionCount = Math.min(3, Math.floor(serviceYears / 3), r.int(0, 3));
      let date = appointment;
      let firstPromotion: number | null = null;
      for (let p = 0; p < promotionCount; p += 1) {
        date = Math.min(now - DAY, date + r.int(2, 4) * Math.round(YEAR / DAY) * DAY);
        const next = Math.min(17, level + r.int(1, 2));
        const nextDesignation = r.pick(DESIGNATIONS);
        promotions.push([v7(), id, date, next, nextDesignation, 'Annual promotion exercise', level, designation, 'hr@example.com', date]);
        firstPromotion ??= date;
        level = next;
        designation = nextDesignation;
      }
      const email = `${first}.${surname}${i}@example.gov.ng`.toLowerCase();
      yield [
        id,
        `SN${String(i).padStart(7, '0')}`,
        r.next() < 0.9 ? `CF/${String(i).padStart(7, '0')}` : null,
        `${first} ${middle} ${surname}`,
        r.next() < 0.5 ? 'm' : 'f',
        dob,
        phone(r),
        email,
        `${r.int(1, 250)} ${r.pick(STREETS)}, ${r.pick(CITIES)}`,
        `${r.pick(FIRST_NAMES)} ${surname}`,
        phone(r),
        level,
        r.pick(QUALIFICATIONS),
        designation,
        weighted(r, STATUS_WEIGHTS),
        r.pick(departmentIds),
        r.pick(ref.lgaIds),
        r.next() < 0.97 ? ref.nigerianId : r.pick(ref.nationalityIds),
        appointment,
        firstPromotion,
        promotionCount > 0 ? date : null,
        null,
        appointment,
        Math.max(appointment, date),
      ];
    }
  }
  return {
    employees: { table: 'employees', columns: EMPLOYEE_COLUMNS, rows: employees() } satisfies TableRows,
    /** Promotions of the employees generated so far: drain after each batch of employees. */
    takePromotions(): TableRows {
      return { table: 'employee_promotions', columns: PROMOTION_COLUMNS, rows: promotions.splice(0) };
    },
  };
}

/** Locations, sale points, NAS, service profiles, plans with their links and constraints. */
export function internet(volumes: Volumes, now: number) {
  const r = randomSource(2);
  const locationIds = Array.from({ length: volumes.locations }, () => v7());
  const salePointIds = Array.from({ length: volumes.salePoints }, () => v7());
  const nasIds = Array.from({ length: 50 }, () => v7());
  const profileIds = Array.from({ length: 100 }, () => v7());
  const planIds = Array.from({ length: volumes.plans }, () => v7());
  const prepaid = (i: number) => i % 2 === 0;
  return [
    {
      table: 'locations',
      columns: ['id', 'code', 'name', 'created', 'updated'],
      rows: locationIds.map((id, i) => [
        id,
        `L${i.toString(36).toUpperCase().padStart(5, '0')}`,
        `${CITIES[i % CITIES.length]} ${i}`.slice(0, 20),
        now,
        now,
      ]),
    },
    {
      table: 'sale_points',
      columns: ['id', 'name', 'type', 'phone', 'sms_sender', 'address', 'city', 'location_id', 'created', 'updated'],
      rows: salePointIds.map((id, i) => {
        const city = r.pick(CITIES);
        return [id, `Outlet ${i + 1}`, r.int(1, 2), phone(r), 'NETSHOP', `${r.int(1, 250)} ${r.pick(STREETS)}`, city, r.pick(locationIds), now, now];
      }),
    },
    {
      table: 'nas',
      columns: ['id', 'nasname', 'shortname', 'type', 'ports', 'secret', 'server', 'community', 'description', 'created', 'updated'],
      rows: nasIds.map((id, i) => [
        id,
        `nas-${i + 1}.radius.example`,
        `nas${i + 1}`,
        'other',
        1812,
        `secret-${i + 1}`,
        null,
        null,
        `Access router ${i + 1}`,
        now,
        now,
      ]),
    },
    {
      table: 'service_profiles',
      columns: ['id', 'name', 'description', 'rate_limit', 'ip_pool', 'created', 'updated'],
      rows: profileIds.map((id, i) => {
        const mbit = [1, 2, 5, 10, 20][i % 5];
        return [id, `Profile ${i + 1} ${mbit}M`, `${mbit} Mbit/s service`, `${mbit}M/${mbit}M`, `pool${(i % 4) + 1}`, now, now];
      }),
    },
    {
      table: 'service_profile_nas',
      columns: ['profile_id', 'nas_id'],
      rows: profileIds.flatMap((id, i) => [0, 1, 2].map((k) => [id, nasIds[(i * 3 + k) % nasIds.length]])),
    },
    {
      table: 'plans',
      columns: [
        'id',
        'name',
        'description',
        'type',
        'amount_kobo',
        'contract_value_kobo',
        'uptime',
        'validity',
        'profile_id',
        'expired_profile_id',
        'created',
        'updated',
      ],
      rows: planIds.map((id, i) => {
        const gb = r.pick([1, 2, 5, 10, 20, 50]);
        const days = r.pick([1, 7, 30, 90]);
        const amount = gb * r.int(100, 300) * 100;
        return prepaid(i)
          ? [
              id,
              `Prepaid ${gb}GB ${i}`.slice(0, 20),
              `${gb} GB for ${days} days`,
              1,
              amount,
              null,
              null,
              days,
              r.pick(profileIds),
              r.pick(profileIds),
              now,
              now,
            ]
          : [
              id,
              `Instant ${gb}GB ${i}`.slice(0, 20),
              `${gb} GB, ${days} days`,
              2,
              amount,
              amount * 10,
              r.int(60, 6000),
              days,
              r.pick(profileIds),
              null,
              now,
              now,
            ];
      }),
    },
    {
      table: 'plan_locations',
      columns: ['plan_id', 'location_id'],
      rows: planIds.flatMap((id, i) =>
        prepaid(i)
          ? [
              [id, locationIds[i % locationIds.length]],
              [id, locationIds[(i + 1) % locationIds.length]],
            ]
          : [],
      ),
    },
    {
      table: 'plan_sale_points',
      columns: ['plan_id', 'sale_point_id'],
      rows: planIds.flatMap((id, i) =>
        prepaid(i)
          ? []
          : [
              [id, salePointIds[i % salePointIds.length]],
              [id, salePointIds[(i + 1) % salePointIds.length]],
            ],
      ),
    },
    {
      table: 'plan_constraints',
      columns: ['id', 'plan_id', 'profile_id', 'days', 'start_second', 'end_second', 'created', 'updated'],
      rows: planIds.flatMap((id) => [
        [v7(), id, r.pick(profileIds), '1,2,3,4,5', 8 * 3600, 18 * 3600 - 1, now, now],
        [v7(), id, r.pick(profileIds), '0,6', 0, 86_399, now, now],
      ]),
    },
  ] satisfies TableRows[];
}

/** Roles holding a few permissions each, and users with one or two of them; one shared password hash. */
export function security(volumes: Volumes, ref: Reference, passwordHash: string, now: number) {
  const r = randomSource(3);
  const roleIds = Array.from({ length: 20 }, () => v7());
  const userIds = Array.from({ length: volumes.users }, () => v7());
  return [
    {
      table: 'roles',
      columns: ['id', 'name', 'created', 'updated'],
      rows: roleIds.map((id, i) => [id, `Bench role ${i + 1}`, now, now]),
    },
    {
      table: 'role_permissions',
      columns: ['role_id', 'permission_id'],
      rows: roleIds.flatMap((id, i) => ref.permissionIds.filter((_, k) => (k + i) % 4 === 0).map((p) => [id, p])),
    },
    {
      table: 'users',
      columns: [
        'id',
        'firstname',
        'lastname',
        'phone',
        'username',
        'username_key',
        'password_hash',
        'totp_secret',
        'totp_last_step',
        'status',
        'created',
        'updated',
      ],
      rows: userIds.map((id, i) => {
        const username = `${r.pick(FIRST_NAMES)}.${r.pick(SURNAMES)}${i}@example.com`;
        return [
          id,
          r.pick(FIRST_NAMES),
          r.pick(SURNAMES),
          phone(r),
          username,
          username.toLowerCase(),
          passwordHash,
          null,
          null,
          r.next() < 0.95 ? 0 : 1,
          now,
          now,
        ];
      }),
    },
    {
      table: 'user_roles',
      columns: ['user_id', 'role_id'],
      rows: userIds.flatMap((id, i) =>
        i % 3 === 0
          ? [
              [id, roleIds[i % 20]],
              [id, roleIds[(i + 7) % 20]],
            ]
          : [[id, roleIds[i % 20]]],
      ),
    },
  ] satisfies TableRows[];
}
