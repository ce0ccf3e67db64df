/** Self-hosted Inter from npm (latin + latin-ext subsets cover Yoruba/Igbo diacritics; ₦ has its own tiny faces), so every machine and screenshot renders the same glyphs. */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
// After @fontsource's faces: the naira sign without the whole latin-ext subset.
import './fonts/naira.css';
