// Everything a remote or the shell uses: one shared module (rspack.shared.js), so a remote imports
// from here, not from the subpath entries, and the page keeps one copy of the contract and session.
// First: before the contract's schemas are built (see the file).
import './zod-without-eval';
export * from './contract';
export * from './client';
export * from './menus';
