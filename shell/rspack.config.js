module.exports = require('../rspack.shared')({ dir: __dirname, name: 'shell', port: 4200 });
