/**
 * Letters of other scripts (and Latin small capitals) that pass for a plain Latin letter,
 * keyed by their lower-case form. A short list of the common ones, not Unicode's whole
 * confusables table (too large to ship to the browser for one check).
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  ү: 'y',
  х: 'x',
  ԁ: 'd',
  ԝ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  ϳ: 'j',
  // Armenian
  օ: 'o',
  ս: 'u',
  հ: 'h',
  // Latin letters that read as another
  ı: 'i',
  ĸ: 'k',
  ƙ: 'k',
  // Latin small capitals
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

/**
 * Text reduced to what it looks like, for "does this contain that word" checks: fullwidth,
 * mathematical and circled letters become plain (NFKC), invisible characters go, accents and
 * other combining marks go, letter case is folded and common look-alike letters become the
 * Latin letter they imitate. Spaces and punctuation stay, so 'Kam pus' is not 'Kampus'.
 */
export function lookAlikeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\P{ASCII}/gu, (letter) => LOOK_ALIKES[letter] ?? letter);
}
