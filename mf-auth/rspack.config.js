module.exports = require('../rspack.shared')({
  dir: __dirname,
  name: 'mf_auth',
  exposes: { './routes': './src/routes.tsx' },
  port: 4201,
});
