/* global module */
/**
 * Lets the minifier drop the parts of react-router the app never uses (Link, NavLink, Form,
 * Routes' error boundary, the data and framework routers and all they reach). The library
 * creates its contexts and components with unannotated top-level calls and then decorates them
 * with top-level assignments, and either keeps them in the home's download (about 8 KB gzip):
 * this marks the calls pure, drops `X.displayName = '…'` (read only by React DevTools) and moves
 * `X.contextType = Y` into the class as a static field. It also names the one React hook the
 * library reads through a constant (`React3[USE_OPTIMISTIC]`, so that bundlers for React 18 do
 * not warn), inside a pure call: a computed read makes webpack build the whole namespace object
 * of 'react' at run time, 0.2 KB gzip of runtime for a value the app never uses.
 */
module.exports = function pureTopLevel(source) {
  let result = source
    .replace(
      /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm,
      '$1/* @__PURE__ */ $2',
    )
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
  for (const [, constant, hook] of result.matchAll(/^var (\w+) = "(use\w+)";$/gm)) {
    result = result.replace(
      new RegExp(`^(var \\w+ = )(React\\d*)\\[${constant}\\];$`, 'm'),
      `$1/* @__PURE__ */ (() => $2.${hook})();`,
    );
  }
  for (const [line, name, context] of result.matchAll(/^(\w+)\.contextType = (\w+);$/gm)) {
    const declaration = new RegExp(`^(var ${name} = class extends [\\w.]+ \\{)$`, 'm');
    if (!declaration.test(result)) continue;
    result = result
      .replace(line, '')
      .replace(declaration, `$1\n  static contextType = ${context};`);
  }
  return result;
};
