/** Radix Themes' `@font-face` rules, as CSS text (@brand/css-subset's `inlineFontFaces`). */
declare module 'virtual:radix-font-faces' {
  const css: string;
  export default css;
}
