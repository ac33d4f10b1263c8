import type { BrowserContext } from '@playwright/test';

/*
 * The Firebase JS SDK embeds the auth emulator's helper iframe through Google's `gapi.iframes`, loaded
 * from https://apis.google.com/js/api.js, and the emulator's own iframe and sign-in widget load gapi and
 * Material styles from Google/unpkg CDNs. This machine has no internet, so the suite serves a minimal
 * stand-in for gapi.iframes (the postMessage RPC the SDK and the emulator iframe use) and aborts the
 * cosmetic CDN requests. Everything else in the popup flow (widget, SDK, emulator REST calls) is real.
 */
const GAPI_SHIM = String.raw`(function () {
  var MARK = '__e2eGapiShim';
  var channels = [];
  function Channel(target) { this.target = target; this.handlers = {}; this.queue = []; this.pending = {}; this.seq = 0; }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var ready = this.queue.filter(function (m) { return m.name === name; });
    this.queue = this.queue.filter(function (m) { return m.name !== name; });
    ready.forEach(this.answer, this);
  };
  Channel.prototype.answer = function (msg) {
    var target = this.target;
    Promise.resolve(this.handlers[msg.name](msg.data)).then(function (result) {
      var reply = {}; reply[MARK] = 'reply'; reply.id = msg.id; reply.result = [result];
      target.postMessage(reply, '*');
    });
  };
  Channel.prototype.send = function (name, data, cb) {
    var msg = {}; msg[MARK] = 'call'; msg.id = String(++this.seq) + ':' + Math.random(); msg.name = name; msg.data = data;
    if (cb) this.pending[msg.id] = cb;
    this.target.postMessage(msg, '*');
  };
  Channel.prototype.receive = function (msg) {
    if (msg[MARK] === 'reply') {
      var cb = this.pending[msg.id];
      delete this.pending[msg.id];
      try { if (cb) cb(msg.result); } catch (e) { /* gapi swallows callback errors too */ }
    } else if (this.handlers[msg.name]) this.answer(msg);
    else this.queue.push(msg);
  };
  window.addEventListener('message', function (e) {
    if (!e.data || typeof e.data !== 'object' || !e.data[MARK]) return;
    channels.forEach(function (c) { if (c.win === e.source) c.channel.receive(e.data); });
  });
  var parentChannel = null;
  if (window.parent !== window) {
    parentChannel = new Channel(window.parent);
    channels.push({ win: window.parent, channel: parentChannel });
  }
  var context = {
    getParentIframe: function () {
      return {
        register: function (n, h) { parentChannel.register(n, h); },
        send: function (n, d, cb) { parentChannel.send(n, d, cb); },
      };
    },
    open: function (options, ready) {
      var el = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (k) {
        if (k === 'style') Object.assign(el.style, attributes.style); else el.setAttribute(k, attributes[k]);
      });
      var loaded = new Promise(function (resolve) { el.addEventListener('load', resolve, { once: true }); });
      el.src = options.url;
      (options.where || document.body).appendChild(el);
      var channel = new Channel(el.contentWindow);
      channels.push({ win: el.contentWindow, channel: channel });
      var iframe = {
        register: function (n, h) { channel.register(n, h); },
        send: function (n, d, cb) { channel.send(n, d, cb); },
        restyle: function () { return Promise.resolve(); },
        ping: function (cb) { return loaded.then(function () { if (cb) cb(); }); },
        getIframeEl: function () { return el; },
      };
      return Promise.resolve(ready ? ready(iframe) : iframe);
    },
  };
  window.gapi = {
    load: function (_name, opts) {
      setTimeout(function () { (typeof opts === 'function' ? opts : opts.callback)(); }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      Iframe: function () {},
      getContext: function () { return context; },
    },
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

export async function serveOfflineGoogleScripts(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_SHIM }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.abort(),
  );
}
