// The console's import boundaries (docs/area-guide.md), as one lint rule:
// - a remote (mf-*) or the shell never imports another app: apps meet only through federation;
// - a feature never reaches into another feature's internals: it imports `features/<other>` (its
//   index.ts) and nothing below it (the app's routes and tests may import any feature's pages);
// - the server imports the contract (`@console/api/contract`), never the browser client, React or Redux;
// - apps import `@console/api` itself, never a subpath entry, which module federation would not share.
import path from 'node:path';

const APPS = ['shell', 'mf-auth', 'mf-hr', 'mf-internet', 'mf-security'];
const SERVER_FORBIDDEN = [
  /^@console\/api(\/client|\/answers)?$/,
  /^@console\/(ui|testing)$/,
  /^react(-dom|-redux|-router-dom)?(\/|$)/,
  /^@reduxjs\//,
];

function appOf(file) {
  const [top] = path.relative(process.cwd(), file).split(path.sep);
  return top;
}

function featureOf(file) {
  const match = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/](.*)$/.exec(file);
  return match ? { name: match[1], rest: match[2] } : null;
}

function check(context, node) {
  const source = node.source?.value;
  if (typeof source !== 'string') return;
  const file = context.filename;
  const app = appOf(file);
  const report = (message) => context.report({ node: node.source, message });

  if (app === 'server') {
    if (SERVER_FORBIDDEN.some((pattern) => pattern.test(source)))
      report(`The server imports '@console/api/contract', never browser code ('${source}').`);
    return;
  }
  if (!APPS.includes(app)) return;
  if (/^@console\/api\/(contract|client|answers)$/.test(source)) {
    report(`Apps import '@console/api' itself: it is the one shared copy on the page (rspack.shared.js), a subpath would be another.`);
    return;
  }

  const other = /^@console\/(mf-[a-z]+|shell)(\/|$)/.exec(source)?.[1];
  const resolved = source.startsWith('.') ? path.resolve(path.dirname(file), source) : null;
  const resolvedApp = resolved ? appOf(resolved) : other;
  if (resolvedApp && resolvedApp !== app && APPS.includes(resolvedApp)) {
    report(`${app} never imports another app (${resolvedApp}): apps meet only through module federation.`);
    return;
  }
  if (!resolved) return;
  const from = featureOf(file);
  const to = featureOf(resolved + path.sep);
  if (from && to && from.name !== to.name && to.rest.replace(/[\\/]$/, '') !== '' && to.rest !== `index${path.sep}`) {
    report(`Import the ${to.name} feature through its index ('features/${to.name}'), not its internals.`);
  }
}

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create: (context) => ({
        ImportDeclaration: (node) => check(context, node),
        ExportNamedDeclaration: (node) => check(context, node),
        ExportAllDeclaration: (node) => check(context, node),
        ImportExpression: (node) => check(context, node),
      }),
    },
  },
};
