import devanagariUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url&no-inline';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

// Colours chosen for WCAG 2.2 AA: every text/background pair below is at least 4.5:1
// (primary #8c1c3a on white 8.9:1, secondary #5b3a00 on white 9.6:1, text.secondary #4f4f4f on #f6f3f4 7.8:1).
const BASE_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';
const DEVANAGARI_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20B9, U+25CC, U+A8E0-A8FF';
const LOCAL_DEVANAGARI = "local('Noto Sans Devanagari'), local('NotoSansDevanagari-Regular'), local('Nirmala UI'), local('Mangal'), local('Kohinoor Devanagari'), local('Lohit Devanagari')";
/**
 * English screens: what members write in Devanagari (names, a report's words) is drawn with a local Devanagari
 * font if the device has one, else the self-hosted subset, fetched only when Devanagari is on the screen
 * (unicode-range). First in the stack (its range holds no Latin letter): Chromium redraws text when a face it waits
 * for arrives only for the first face covering the letters. Its own style element: the theme's CssBaseline holds
 * one @font-face (Hindi's fallback).
 */
const ENGLISH_FONTS = `"Devanagari Text", ${BASE_FONTS}`;
/** The keyboard focus ring, visible on every background (WCAG 2.4.7 / 2.4.13); the member portal's is the same. */
const FOCUS_RING = { outline: '3px solid #1a5fb4', outlineOffset: 2 };
if (typeof document !== 'undefined' && !document.getElementById('devanagari-text-font')) {
  const style = document.createElement('style');
  style.id = 'devanagari-text-font';
  style.textContent = `@font-face{font-family:'Devanagari Text';src:${LOCAL_DEVANAGARI},url(${devanagariUrl}) format('woff2');font-display:swap;unicode-range:${DEVANAGARI_RANGE}}`;
  document.head.append(style);
}

/**
 * The console's theme for a language: Hindi draws Devanagari with the self-hosted Noto Sans Devanagari subset
 * (loaded only while Hindi is shown) and a size-adjusted local fallback until it arrives.
 */
export function themeFor(language: 'en' | 'hi') {
  return createTheme(language === 'hi' ? { ...options, typography: { ...options.typography, fontFamily: `"Noto Sans Devanagari", "Devanagari Fallback", ${BASE_FONTS}` } } : options);
}

const options = {
  palette: {
    primary: { main: '#8c1c3a', contrastText: '#ffffff' },
    secondary: { main: '#5b3a00', contrastText: '#ffffff' },
    success: { main: '#1b6e20', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    background: { default: '#f6f3f4', paper: '#ffffff' },
    text: { primary: '#1d1b1c', secondary: '#4f4f4f' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: ENGLISH_FONTS,
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.35rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // The sticky navbar must never hide the element that has keyboard focus (WCAG 2.4.11).
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: 80 },
        // Reduced motion asked for in the system: MUI's fades, slides and ripples end at once (WCAG 2.3.3).
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
        // Hindi: a local Devanagari font scaled to Noto's metrics holds the text's space until Noto arrives (no shift).
        '@font-face': {
          fontFamily: 'Devanagari Fallback',
          src: LOCAL_DEVANAGARI,
          sizeAdjust: '100%',
          ascentOverride: '107%',
          descentOverride: '48%',
          lineGapOverride: '0%',
          unicodeRange: DEVANAGARI_RANGE,
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          // A focus ring that is visible on every background (WCAG 2.4.7 / 2.4.13).
          '&.Mui-focusVisible': FOCUS_RING,
        },
      },
    },
    // The rows-per-page select has no border to colour: without this its focus is a faint grey background.
    MuiTablePagination: {
      styleOverrides: { input: { borderRadius: 4, '&:has(:focus-visible)': FOCUS_RING } },
    },
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // A hint under a disabled field ("Choose a state first") is information, so it keeps full text contrast.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled:not(.Mui-error)': { color: '#4f4f4f' } } } },
  },
} satisfies ThemeOptions;

export const theme = themeFor('en');

