// The async boundary lets federation negotiate shared modules before any of them is used.
// The server answers a page load of /auth/login with sign-in.html, a complete page without any
// framework: it only needs its form made to work. Any other page starts the whole console.
// The chunk names are read by the server for its preload hints (chunk-groups.json, preload-hints.ts).
if (document.getElementById('sign-in-form')) import(/* webpackChunkName: "sign-in" */ './sign-in/enhance-sign-in');
else import(/* webpackChunkName: "console" */ './bootstrap');
