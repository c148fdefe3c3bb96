/* global window, document */
// Puts the theme the player chose on <html> before the page first paints, so a dark evening never flashes light.
// A classic script in <head>: the Content-Security-Policy allows no inline script, and the app's own module runs
// only after the page is parsed. state/theme.ts keeps the choice under the same key and takes over from here.
try {
  var choice = window.localStorage.getItem('ledger-of-heroes.theme');
  if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
} catch {
  // No storage: the system's setting is followed.
}
