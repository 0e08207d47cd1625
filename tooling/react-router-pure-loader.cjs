// webpack loader for react-router's production chunks (docs/delivery.md#react-router-what-we-use): lets the minifier
// drop the parts of the router no app uses. The chunks create their contexts and components at the top level
// (`var Form = React.forwardRef(...)`, `Form.displayName = "Form"`) without a pure mark, so every one of them was kept
// in the shell's `vendor` whatever shared-kit/router re-exports: the data router's Form, ScrollRestoration, the
// prefetching links, the RSC error boundaries. Marking those calls pure and leaving out the display names (read only
// by React's developer tools; the production build's components have short names anyway) lets them go when unused.
// A chunk where neither pattern is found any more fails the build: react-router's output changed, look again.
const PURE_CALL =
  /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\(|new (?:TextEncoder|URL|Set)\(|Symbol\(|Object\.getOwnPropertyNames\()/gm;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm;

module.exports = function reactRouterPureLoader(source) {
  let marked = 0;
  let named = 0;
  const result = source
    .replace(DISPLAY_NAME, () => {
      named += 1;
      return '';
    })
    .replace(PURE_CALL, (_, declaration, call) => {
      marked += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    });
  if (marked === 0 && named === 0 && /React\d*\.createContext\(/.test(source))
    throw new Error(`${this.resourcePath}: no top-level context or display name found; react-router's output changed`);
  return result;
};
