module.exports = require('../jest.preset').browserProject(__dirname);
