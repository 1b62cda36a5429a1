module.exports = require('../jest.preset').nodeProject(__dirname, { testTimeout: 30000 });
