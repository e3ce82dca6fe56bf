// Applies the theme before the first paint (inlined into index.html at build): localStorage
// "theme" is "light", "dark" or "system" (the default: the system's dark mode, followed live).
// The old "darkMode" key ("true"/"false") is migrated to "theme" once. It also sets <html lang>
// to the interface language this browser last used (i18n/locale.ts), before React does. And it
// keeps Chromium's install offer from the first moment (issue 20 §1) in window.__installOffer,
// where lib/install-prompt.ts finds it: the app's own code loads only after the splash paints.
(function () {
  var root = document.documentElement;
  var query = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function stored() {
    try {
      var legacy = localStorage.getItem('darkMode');
      if (legacy !== null) {
        localStorage.setItem('theme', legacy === 'true' ? 'dark' : 'light');
        localStorage.removeItem('darkMode');
      }
      var theme = localStorage.getItem('theme');
      return theme === 'light' || theme === 'dark' ? theme : 'system';
    } catch (e) {
      return 'system';
    }
  }
  function apply() {
    var theme = stored();
    var dark = theme === 'dark' || (theme === 'system' && !!query && query.matches);
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }
  apply();
  try {
    if (localStorage.getItem('language') === 'en') root.lang = 'en';
  } catch (e) {
    /* storage unavailable: Vietnamese */
  }
  if (query) {
    if (query.addEventListener) query.addEventListener('change', apply);
    else if (query.addListener) query.addListener(apply);
  }
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.__installOffer = event;
  });
})();
