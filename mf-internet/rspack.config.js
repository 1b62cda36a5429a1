module.exports = require('../rspack.shared')({
  dir: __dirname,
  name: 'mf_internet',
  exposes: { './routes': './src/routes.tsx' },
  port: 4203,
});
