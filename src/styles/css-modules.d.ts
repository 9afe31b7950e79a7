// css-loader 7 emits named exports, so modules are imported as `import * as styles from './X.module.css'`
// (TOOLCHAIN.md traps 10 and 11). Global sheets (tokens.css, global.css) are imported for their side effect.
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export = classes;
}
