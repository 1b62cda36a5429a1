import { config } from 'zod';

// Zod compiles a fast parser for each object schema with `new Function`, after first probing
// whether eval is allowed. The console's CSP (script-src 'self') forbids it, so the compiled parser
// never ran in the browser anyway, and the caught probe is still reported as a CSP violation
// (Chromium's Issues panel, Lighthouse best practices). jitless skips both. Only the browser's entry
// (index.ts) imports this: the server reads '@console/api/contract' and keeps the compiled parsers.
// It must run before any schema is built: a schema reads the setting when it is constructed.
config({ jitless: true });
