/** What the federation runtime says when a singleton with strictVersion does not satisfy a remote. */
const MISMATCH = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

export interface VersionSkew {
  /** The package, e.g. '@console/api'. */
  pkg: string;
  /** The version the console provides. */
  provided: string;
  /** The range the remote was built for. */
  required: string;
}

/** The shared-version mismatch somewhere in an error's cause chain, or null for any other failure. */
export function versionSkewOf(error: unknown): VersionSkew | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const match = MISMATCH.exec(current.message);
    if (match) return { provided: match[1], pkg: match[2], required: match[3] };
  }
  return null;
}
