// Typing whole forms with user-event takes seconds on a busy machine; 5 s would fail at random.
module.exports = require('../jest.preset').browserProject(__dirname, { testTimeout: 30000 });
