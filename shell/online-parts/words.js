// The words: lang() and t() over WORDS, the four languages' packs
// (assets/i18n-online/<lang>.json), which the build puts before this part.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

function lang() {
  var l = (document.documentElement.lang || navigator.language || 'en').slice(0, 2).toLowerCase();
  return WORDS[l] ? l : 'en';
}
function t(key, vars) {
  var s = WORDS[lang()][key] || WORDS.en[key] || key;
  Object.keys(vars || {}).forEach(function (k) { s = s.split('{' + k + '}').join(vars[k]); });
  return s;
}
