/**
 * Self-hosted Inter from npm, as one variable face per subset: every weight the theme uses
 * (400–700) in one file, where four static weights were four files of the same size each. Its
 * latin and latin-ext subsets cover Yoruba and Igbo diacritics; ₦ has its own tiny face. Every
 * machine and screenshot renders the same glyphs.
 */
import '@fontsource-variable/inter/wght.css';
// After @fontsource-variable's faces: the naira sign without the whole latin-ext subset.
import './fonts/naira.css';
