module.exports = require('../jest.preset').nodeProject(__dirname, {
  testMatch: ['<rootDir>/src/**/*.e2e.test.ts'],
  testTimeout: 120000,
});
