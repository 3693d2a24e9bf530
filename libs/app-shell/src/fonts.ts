// The brand font the theme names (libs/ui tokens: Inter), self-hosted: the latin subset of the
// weights the theme uses (regular 400, medium 500, bold 700), `font-display: swap`. Vite bundles
// the woff2 files with a content hash, so they are cached as immutable (docs/adr/0014-static-delivery.md).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
