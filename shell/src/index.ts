// The async boundary lets federation negotiate shared modules before any of them is used.
// A page load on the sign-in page starts the light page (React alone: no UI kit, no data layer,
// no remote); any other page, and the sign-in page reached from inside the console, the whole console.
if (/^\/auth\/login\/?$/.test(window.location.pathname)) import('./sign-in/start-sign-in');
else import('./bootstrap');
