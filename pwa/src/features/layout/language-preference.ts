// The visitor's explicit language choice, kept in local storage (the only thing the site
// stores). The URL always decides a page's language; the choice only matters at bare `/`.
import type { Lang } from '../../shared/paths.ts';

const KEY = 'marigold.lang';

export function rememberLanguage(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Storage can be disabled (private modes); the switch still works for this visit.
  }
}

export function storedLanguage(): Lang | null {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'en' || v === 'pl' ? v : null;
  } catch {
    return null;
  }
}

const DISMISSED = 'marigold.lang-suggestion-dismissed';

export function suggestionDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === '1';
  } catch {
    return true;
  }
}

export function dismissSuggestion(): void {
  try {
    localStorage.setItem(DISMISSED, '1');
  } catch {
    // Nothing to keep; the banner closes for this visit anyway.
  }
}

/** True when the browser's preferred languages put Polish first (`pl`, `pl-PL`...). */
export function browserPrefersPolish(languages: readonly string[]): boolean {
  const first = languages[0]?.toLowerCase().split('-')[0];
  return first === 'pl';
}
