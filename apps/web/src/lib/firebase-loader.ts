import type * as Firebase from './firebase';

/*
 * Firebase Auth (~40 KB gzip) is not needed to draw the sign-in screens or to type into them: it loads on
 * the first use (an interaction with a form, a submit, a sign-out), or at start-up when an earlier visit
 * left a session to restore. Everything that calls Firebase on those screens goes through loadFirebase().
 */
type FirebaseModule = typeof Firebase;

/** The email-link sign-in stores its fresh ID token here. */
export const ID_TOKEN_STORAGE_KEY = 'idToken';

let loading: Promise<FirebaseModule> | undefined;
let loadedModule: FirebaseModule | undefined;
let announceLoaded: (firebase: FirebaseModule) => void = () => undefined;
const loaded = new Promise<FirebaseModule>((resolve) => {
  announceLoaded = resolve;
});

export function loadFirebase(): Promise<FirebaseModule> {
  if (!loading) {
    loading = import('./firebase').then(
      (firebase) => {
        loadedModule = firebase;
        announceLoaded(firebase);
        return firebase;
      },
      (error: unknown) => {
        loading = undefined; // a chunk that failed to load (offline) is tried again on the next use
        throw error;
      },
    );
  }
  return loading;
}

/** Resolves once something has loaded Firebase; never loads it itself. */
export function whenFirebaseLoads(): Promise<FirebaseModule> {
  return loaded;
}

/** Firebase, when something has loaded it already; undefined otherwise. */
export function loadedFirebase(): FirebaseModule | undefined {
  return loadedModule;
}
