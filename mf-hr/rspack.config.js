module.exports = require('../rspack.shared')({
  dir: __dirname,
  name: 'mf_hr',
  exposes: { './routes': './src/routes.tsx', './dashboard': './src/features/dashboard/dashboard-page.tsx' },
  port: 4202,
});
