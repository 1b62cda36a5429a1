// The async boundary lets federation negotiate shared modules before any of them is used.
// A page load on the sign-in page starts the light page (React alone: no UI kit, no data layer,
// no remote); any other page, and the sign-in page reached from inside the console, the whole console.
// The chunk names are read by the server for its preload hints (chunk-groups.json, preload-hints.ts).
if (/^\/auth\/login\/?$/.test(window.location.pathname)) import(/* webpackChunkName: "sign-in" */ './sign-in/start-sign-in');
else import(/* webpackChunkName: "console" */ './bootstrap');
