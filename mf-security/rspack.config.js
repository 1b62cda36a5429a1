module.exports = require('../rspack.shared')({
  dir: __dirname,
  name: 'mf_security',
  exposes: { './routes': './src/routes.tsx', './settings': './src/features/settings/components/settings-page.tsx' },
  port: 4204,
});
