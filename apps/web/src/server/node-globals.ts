/*
 * The app's modules read a few browser globals when they load (the runtime configuration, the language
 * detector's inputs, a focus listener). On the server they get inert stand-ins: this module is imported
 * first, and rendering itself reads nothing from them (the router and the language are passed in).
 */
const noop = () => undefined;
const globals = globalThis as Record<string, unknown>;

globals.window ??= Object.assign(globalThis, {
  location: { search: '', pathname: '/', origin: 'http://localhost', href: 'http://localhost/' },
  addEventListener: noop,
  removeEventListener: noop,
  __APP_CONFIG__: {
    firebase: { apiKey: 'server-render', authDomain: 'localhost', projectId: 'server-render' },
    authEmulatorUrl: null,
    localMode: false,
    supportEmail: '',
    salesEmail: '',
    whatsappNumber: '',
  },
});
// Node 20 has no navigator; later versions have one without languages.
globals.navigator ??= { languages: [] };
globals.document ??= {
  cookie: '',
  documentElement: { lang: 'en' },
  addEventListener: noop,
  removeEventListener: noop,
  getElementById: () => null,
  querySelector: () => null,
};
