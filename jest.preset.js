// One jest setup for every workspace: swc compiles TS/TSX to CommonJS so tests run on node 20 without ESM flags.
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest must compile as well.
const esmPackages = [
  '@nivo',
  'd3-',
  'internmap',
  'delaunator',
  'robust-predicates',
  'uuid',
  'until-async',
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  'headers-polyfill',
  'is-node-process',
  'outvariant',
  'strict-event-emitter',
  'rettime',
  'content-disposition',
  'cookie/',
  '@open-draft',
];

function nodeProject(dir, extra = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
    transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')}))`],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    reporters: ['default', path.join(__dirname, 'scripts/jest-summary-reporter.js')],
    ...extra,
  };
}

function browserProject(dir, extra = {}) {
  return nodeProject(dir, {
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    setupFilesAfterEnv: [path.join(__dirname, 'packages/testing/src/jest-setup.ts')],
    // Long form flows with Chakra in jsdom, on a shared 2-core machine.
    testTimeout: 30000,
    moduleNameMapper: { '\\.(css|png|jpg|svg)$': path.join(__dirname, 'packages/testing/src/file-stub.js') },
    ...extra,
  });
}

module.exports = { nodeProject, browserProject, swcTransform };
