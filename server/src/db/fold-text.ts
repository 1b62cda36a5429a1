import { sql, type RawBuilder } from 'kysely';

/**
 * An SQL expression folded as `foldText` does. Text of one byte per character has no marks to drop,
 * and SQLite's and PostgreSQL's lower() fold ASCII as JavaScript does: those rows skip the function
 * (a call into JavaScript per row costs SQLite ten times the comparison). PostgreSQL's trigram
 * indexes are built on this very expression, so a query must write it through here to use them.
 * `expression` is SQL written in the code (`employees.name`, `new.name`), never a value.
 */
export const foldedSql = (expression: string): string =>
  `(case when octet_length(${expression}) = length(${expression}) then lower(${expression}) else fold_text(${expression}) end)`;

/**
 * `foldedSql` of an expression naming columns as the code does (`employees.staffId`): raw SQL is not
 * rewritten by the CamelCasePlugin (db/create-database.ts), so the names are written as the database
 * has them (`employees.staff_id`) here.
 */
export const folded = (expression: string): RawBuilder<string> =>
  sql.raw<string>(foldedSql(expression.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)));

/** A `[...]` class of every code point JavaScript calls a mark (\p{M}), as escapes PostgreSQL's regular expressions read. */
export function marksClass(): string {
  const ranges: string[] = [];
  const escape = (c: number) => (c > 0xffff ? `\\U${c.toString(16).padStart(8, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`);
  let start = -1;
  for (let c = 0; c <= 0x110000; c += 1) {
    const mark = c <= 0x10ffff && /\p{M}/u.test(String.fromCodePoint(c));
    if (mark && start < 0) start = c;
    if (!mark && start >= 0) {
      ranges.push(start === c - 1 ? escape(start) : `${escape(start)}-${escape(c - 1)}`);
      start = -1;
    }
  }
  return `[${ranges.join('')}]`;
}
