// Form tests type into many fields; on a busy two-core machine they outlast jest's default 5 s.
module.exports = require('../jest.preset').browserProject(__dirname, { testTimeout: 30000 });
