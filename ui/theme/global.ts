/**
 * The theme's global CSS: self-hosted fonts, the theme's variables on :root, and the reset.
 * Imported once at the root of an app (app/main.tsx, .storybook/preview.tsx) and by the theme entry.
 */
import './fonts';
import './theme.css';
import './reset.css';
