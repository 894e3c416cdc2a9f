// The Devanagari font's style sheets, imported by app.ts for the apps' bundler (Vite turns them into CSS files).
declare module '@fontsource/noto-sans-devanagari/*.css';
