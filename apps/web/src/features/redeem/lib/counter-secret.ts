const STORAGE_KEY = 'counterSecret';

// Where storage is blocked (a private tab), the secret lasts as long as the page.
let remembered: string | null = null;

/** The counter link's secret kept from its first opening, so that /counter works after a reload. */
export function storedCounterSecret(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return remembered;
  }
}

export function storeCounterSecret(secret: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, secret);
  } catch {
    remembered = secret;
  }
}
