import { z } from 'zod';
import { REQUIRED, formatLimit, requiredOr } from './common';

// Money: naira with at most two decimals, carried as whole kobo so no float ever touches a sum.

const NAIRA_PATTERN = /^-?\d{1,9}(\.\d{1,2})?$/;

/** '1500.5' → 150050. Works on the decimal text, never on a binary fraction. */
export function nairaToKobo(value: string): number {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const kobo = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -kobo : kobo;
}

/** 150050 → 1500.5, the naira value an answer carries. */
export const koboToNaira = (kobo: number): number => kobo / 100;

const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * An amount as people type it (issue 31: '4,500' was refused): spaces around it, a naira sign before
 * it and commas between groups of three digits go. A comma anywhere else ('4,50', '45,00') is
 * kept, and refused: it may mean a decimal point.
 */
export function typedNaira(value: string): string {
  const bare = value.trim().replace(/^(-?)\s*₦\s*/, '$1');
  return GROUPED.test(bare) ? bare.replaceAll(',', '') : bare;
}

/**
 * A naira amount from a number or numeric text (forms send text), at most two decimals, within
 * [min, max] naira; the parsed value is whole kobo.
 */
export const nairaInKobo = (min: number, max: number, message = `An amount from ${formatLimit(min)} to ${formatLimit(max)}, at most two decimals`) =>
  z.union([z.number(), z.string()], { error: requiredOr(message) }).transform((value, ctx) => {
    const textValue = typeof value === 'string' ? typedNaira(value) : String(value);
    const kobo = NAIRA_PATTERN.test(textValue) ? nairaToKobo(textValue) : NaN;
    if (!(kobo >= min * 100 && kobo <= max * 100)) {
      ctx.issues.push({ code: 'custom', message: textValue === '' ? REQUIRED : message, input: value });
      return z.NEVER;
    }
    return kobo;
  });
