// A stylesheet imported from a package is its text (webpack's 'asset/source' rule in frontends/webpack.common.mjs),
// which the component that needs it puts in the page when it first renders.
declare module '*.css' {
  const source: string;
  export default source;
}
