/*
 * /embed.js, one small script with two roles. Inside the embed's own page (marked data-venues-embed) it
 * tells the page that frames it how tall its content is, whenever that changes. On the venue's website it
 * listens for those messages, only from this script's own origin, and sizes the frame that sent one; it
 * also asks the frames for their height, in case they told it before it was listening.
 * Plain ES2017 for every browser a guest may use; no cookie, no storage, no request.
 */
export const EMBED_SCRIPT = `(function () {
  var MESSAGE = 'venues-embed:height';
  var ASK = 'venues-embed:ask';
  var root = document.documentElement;
  if (root.hasAttribute('data-venues-embed')) {
    if (window.parent === window) return;
    var last = 0;
    var tell = function () {
      var height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: MESSAGE, height: height }, '*');
    };
    if (window.ResizeObserver) new ResizeObserver(tell).observe(document.body);
    // A host script that loads after the frame asks again: the height goes out once more.
    window.addEventListener('message', function (event) {
      if (event.source === window.parent && event.data && event.data.type === ASK) {
        last = 0;
        tell();
      }
    });
    window.addEventListener('load', tell);
    tell();
    return;
  }
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var frames = document.getElementsByTagName('iframe');
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== MESSAGE) return;
    var height = Number(data.height);
    if (!(height > 0 && height < 20000)) return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) frames[i].style.height = height + 'px';
    }
  });
  var ask = function () {
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].src.indexOf(origin + '/embed/') === 0 && frames[i].contentWindow) {
        frames[i].contentWindow.postMessage({ type: ASK }, origin);
      }
    }
  };
  ask();
  window.addEventListener('load', ask);
})();
`;
