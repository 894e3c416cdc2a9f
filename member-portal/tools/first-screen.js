// The page's first script (inlined in dist/index.html by tools/vite-first-screens.mts, which appends the call with
// this build's routes, chunk names and query texts). It runs before the app's JavaScript has
// arrived: in Hindi, on every page, it starts the Devanagari font; on a profile or the search it preloads the
// route's code and texts, starts the route's GraphQL queries (Apollo's firstScreenLink takes their answers
// instead of asking again) and preloads the photos an answer names. Plain browser JavaScript: no imports, nothing
// left on window but window.__firstScreen.
function firstScreen(config) {
  var user = null;
  var lang = '';
  try {
    user = JSON.parse(localStorage.getItem(config.userKey) || 'null');
    lang = localStorage.getItem(config.langKey) || '';
  } catch (e) {
    // storage blocked: the app decides later
  }
  // The same choice as the app's language detector: the stored one, else the first of the browser's we speak.
  if (lang !== 'en' && lang !== 'hi') {
    lang = 'en';
    var tags = navigator.languages || [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i]).toLowerCase().split(/[-_]/)[0];
      if (base === 'en' || base === 'hi') {
        lang = base;
        break;
      }
    }
  }
  // Links gathered in a fragment go into the page at once (one insertion instead of one per chunk, style and text).
  var pending = document.createDocumentFragment();
  function link(attrs, now) {
    var el = document.createElement('link');
    Object.keys(attrs).forEach(function (k) {
      el.setAttribute(k, attrs[k]);
    });
    if (now) document.head.appendChild(el);
    else pending.appendChild(el);
  }
  // Hindi on any page: the Devanagari font's styles and files start now, so the first paint already has them
  // (no swap from the fallback font, no shift).
  if (lang === 'hi') {
    config.hindi.styles.forEach(function (href) {
      link({ rel: 'stylesheet', crossorigin: '', href: href });
    });
    config.hindi.fonts.forEach(function (href) {
      link({ rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: href });
    });
  }
  var match = null;
  var route = config.routes.find(function (r) {
    return (match = new RegExp(r.path).exec(location.pathname));
  });
  if (!route || !match || (route.memberOnly && !(user && user._id))) {
    document.head.appendChild(pending);
    return;
  }
  var member = Boolean(user && user._id);
  route.modules.concat(member ? route.memberModules : [], config.texts[lang] || []).forEach(function (href) {
    link({ rel: 'modulepreload', crossorigin: '', href: href });
  });
  function photo(href) {
    if (typeof href === 'string' && href) link({ rel: 'preload', as: 'image', fetchpriority: 'high', href: href }, true);
  }
  var params = new URLSearchParams(location.search);
  var started = [];
  route.queries.forEach(function (q) {
    if (q.unlessParam && params.has(q.unlessParam)) return;
    var variables = JSON.parse(JSON.stringify(q.variables), function (_k, v) {
      return v === '$1' ? decodeURIComponent(match[1] || '') : v;
    });
    var result = fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'accept-language': lang },
      body: JSON.stringify({ operationName: q.name, query: q.query, variables: variables }),
    })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (body) {
        var data = body && body.data;
        var member = data && data.member;
        if (q.images === 'member' && member) photo(member.imageUrl || (member.image ? '/uploads/' + member.image : ''));
        var items = (q.images === 'searchMembers' && data && data.searchMembers && data.searchMembers.items) || [];
        items.slice(0, 6).forEach(function (m) {
          photo(m.thumbnailUrl || m.imageUrl);
        });
        return body;
      })
      .catch(function () {
        return null;
      });
    started.push({ name: q.name, variables: variables, lang: lang, at: performance.now(), result: result });
  });
  // The queries went first (the screen waits on their answers); now the code and texts.
  document.head.appendChild(pending);
  window.__firstScreen = started;
}
