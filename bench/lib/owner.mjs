/**
 * Signs a demo account in through the auth emulator's REST API (the API key and the emulator come from
 * /config.js, as in the browser), and returns its ID token with a GET helper for the app's API.
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} account
 */
export async function signInThroughApi(baseUrl, account) {
  const script = await (await fetch(`${baseUrl}/config.js`)).text();
  const config = JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1));
  const authBase = config.authEmulatorUrl
    ? `${config.authEmulatorUrl}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const signIn = await fetch(`${authBase}/v1/accounts:signInWithPassword?key=${config.firebase.apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  if (!signIn.ok) throw new Error(`${account.email} sign-in failed: ${signIn.status} ${await signIn.text()}`);
  /** @type {{ idToken: string }} */
  const { idToken } = await signIn.json();

  /** @param {string} path */
  const get = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${idToken}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  return { idToken, get };
}
