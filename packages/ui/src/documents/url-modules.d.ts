/** Vite's `?url` imports: the bundled file's URL. */
declare module '*?url' {
  const src: string;
  export default src;
}
