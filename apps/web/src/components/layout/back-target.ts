/**
 * Where the header's back button leads (spec §2 Header): none on /dashboard; from study or edit
 * pages, and a set's test (issue 21 §2), to the flashcard list; from IELTS sub-pages to IELTS; otherwise to the dashboard.
 */
export function backTarget(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return null;
  if (/^\/dashboard\/flashcards\/(study|edit|test)\//.test(path)) return '/dashboard/flashcards';
  if (/^\/dashboard\/ielts\/.+/.test(path)) return '/dashboard/ielts';
  return '/dashboard';
}
