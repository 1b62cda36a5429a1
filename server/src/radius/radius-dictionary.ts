import fs from 'node:fs';
import path from 'node:path';

/**
 * FreeRADIUS's dictionaries as the server that answers reads them (Debian: /usr/share/freeradius),
 * parsed here so a profile's free-form reply item is refused at the field when FreeRADIUS would
 * not know it, rather than failing logins later (docs/radius.md "Vendors").
 */
export const FREERADIUS_DICTIONARY = '/usr/share/freeradius/dictionary';

export interface DictionaryAttribute {
  /** As the dictionary spells it. */
  name: string;
  /** integer, string, ipaddr, ... (lower case, any [size] dropped). */
  type: string;
  /** Named values (VALUE lines), by lower-case name, spelt as the dictionary does. */
  values: Map<string, string>;
}

export type Dictionary = Map<string, DictionaryAttribute>;

/** Reads a dictionary file and the files it includes ($INCLUDE, relative to the including file). */
export function parseDictionary(file: string, into: Dictionary = new Map(), seen = new Set<string>()): Dictionary {
  if (seen.has(file)) return into;
  seen.add(file);
  for (const raw of fs.readFileSync(file, 'latin1').split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const [keyword, ...words] = line.split(/\s+/);
    if (keyword === '$INCLUDE' && words[0]) {
      const included = path.resolve(path.dirname(file), words[0]);
      if (fs.existsSync(included)) parseDictionary(included, into, seen);
    } else if (keyword === 'ATTRIBUTE' && words.length >= 3) {
      const [name, , type] = words;
      into.set(name.toLowerCase(), {
        name,
        type: type.toLowerCase().replace(/\[.*\]$/, ''),
        values: into.get(name.toLowerCase())?.values ?? new Map(),
      });
    } else if (keyword === 'VALUE' && words.length >= 3) {
      const attribute = into.get(words[0].toLowerCase());
      attribute?.values.set(words[1].toLowerCase(), words[1]);
    }
  }
  return into;
}

let loaded: Dictionary | undefined;

/** The installed dictionaries, read once per process. */
export function freeradiusDictionary(): Dictionary {
  loaded ??= parseDictionary(FREERADIUS_DICTIONARY);
  return loaded;
}
