const fs = require('node:fs');
const path = require('node:path');

// The logo goes inside sign-in.html: the page draws complete from its one file.
const logo = `data:image/svg+xml;base64,${fs.readFileSync(path.join(__dirname, 'src/assets/logo.svg')).toString('base64')}`;

module.exports = require('../rspack.shared')({
  dir: __dirname,
  name: 'shell',
  port: 4200,
  // What the server sends for a page load of /auth/login (server/src/http/static-apps.ts).
  pages: [{ filename: 'sign-in.html', template: 'src/sign-in/sign-in.html', templateParameters: { logo } }],
});
