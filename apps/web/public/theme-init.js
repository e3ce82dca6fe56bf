// Applies the stored dark-mode choice (localStorage "darkMode") before the first paint.
try {
  if (localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');
} catch (e) {
  // storage unavailable: stay light
}
