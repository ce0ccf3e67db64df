/** Self-hosted Inter from npm (latin + latin-ext subsets cover ₦ and Yoruba/Igbo diacritics), so every machine and screenshot renders the same glyphs. */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
