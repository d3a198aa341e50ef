// Module types for what esbuild bundles besides TypeScript.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export { url as default };
}
declare module '*.png' {
  const url: string;
  export { url as default };
}
declare module '*/sizes.mjs';
