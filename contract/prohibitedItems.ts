/**
 * What may not be sold on Kampus: the public policy (the prohibited-items page lists
 * `prohibitedItemCategories` in this order) and the check a listing goes through when it is
 * created or edited. A listing whose title or description names one of these things is held for
 * review instead of going live (LISTING_HELD_FOR_REVIEW, contract/safety.ts); staff then restore
 * or remove it.
 *
 * Words match whole ('expo' never matches 'expose', 'gun' never 'gunmetal'), a plural too, in
 * any letter case; a few everyday phrases are let through first ('glue gun', 'dual SIM card').
 * Some words count only beside another: 'expo' only with an exam's name, 'beer' only with 'under 18'.
 */

export type ProhibitedCategoryId =
  | 'weapons'
  | 'drugs'
  | 'exam_leaks'
  | 'fake_documents'
  | 'stolen_goods'
  | 'bank_identity'
  | 'human_parts'
  | 'minors'
  | 'fraud_tools'
  | 'sexual_services';

interface Term {
  /** Words as a student would type them; a space matches any spaces or a dash. */
  words: string;
  /** The term counts only when the text also has one of these words. */
  needs?: RegExp;
}

export interface ProhibitedCategory {
  id: ProhibitedCategoryId;
  /** The heading on the policy page. */
  label: string;
  /** What it covers, in plain words, for the policy page. */
  description: string;
  terms: readonly Term[];
}

const EXAM_NAMES = /\b(?:jamb|waec|neco|gce|nabteb|utme|post[\s-]?utme|exams?|examinations?|cbt)\b/i;
const UNDER_18 = /\b(?:under[\s-]?18s?|under[\s-]?age|minors?|kids|children|jss\s?\d?|sss\s?\d?|secondary\s+school)\b/i;

const plain = (...list: string[]): Term[] => list.map((words) => ({ words }));
const needing = (needs: RegExp, ...list: string[]): Term[] => list.map((words) => ({ words, needs }));

export const prohibitedItemCategories: readonly ProhibitedCategory[] = [
  {
    id: 'weapons',
    label: 'Weapons and ammunition',
    description: 'Guns of any kind (locally made too), ammunition, bullets, tasers and stun guns, knuckle dusters.',
    terms: plain(
      'gun',
      'pistol',
      'revolver',
      'rifle',
      'shotgun',
      'firearm',
      'ammunition',
      'ammo',
      'bullet',
      'taser',
      'knuckle duster',
    ),
  },
  {
    id: 'drugs',
    label: 'Drugs, codeine and tramadol',
    description:
      'Illegal drugs (weed, cocaine, meth and the like), and medicines sold without a prescription: codeine cough syrup, tramadol, rohypnol.',
    terms: plain(
      'cocaine',
      'heroin',
      'marijuana',
      'cannabis',
      'weed',
      'indian hemp',
      'skunk',
      'kush',
      'methamphetamine',
      'meth',
      'crystal meth',
      'mkpuru mmiri',
      'ecstasy',
      'mdma',
      'lsd',
      'tramadol',
      'tapentadol',
      'codeine',
      'rohypnol',
      'rophynol',
    ),
  },
  {
    id: 'exam_leaks',
    label: 'Leaked exam papers ("expo")',
    description:
      'Leaked questions or answers ("expo", "runs") for JAMB, WAEC, NECO, post-UTME or any school exam. Past questions that are already public are fine.',
    terms: [...needing(EXAM_NAMES, 'expo', 'leaked', 'runs'), ...plain('leaked question', 'leaked paper', 'exam expo')],
  },
  {
    id: 'fake_documents',
    label: 'Fake certificates, results, documents and money',
    description:
      'Fake or bought certificates, results, transcripts, ID cards, NYSC or admission papers, "result upgrades", and fake money.',
    terms: plain(
      'fake certificate',
      'fake result',
      'fake transcript',
      'fake degree',
      'fake id',
      'fake id card',
      'fake nysc',
      'fake passport',
      'fake admission letter',
      'result upgrade',
      'cgpa upgrade',
      'grade upgrade',
      'upgrade your result',
      'upgrade your cgpa',
      'change your grade',
      'certificate for sale',
      'buy certificate',
      'fake money',
      'fake naira',
      'fake dollar',
      'counterfeit money',
      'counterfeit naira',
    ),
  },
  {
    id: 'stolen_goods',
    label: 'Stolen goods',
    description: 'Anything stolen, or found and not yours to sell.',
    terms: plain('stolen'),
  },
  {
    id: 'bank_identity',
    label: 'ATM cards, BVNs, bank accounts and SIM cards',
    description: 'ATM, debit or credit cards, BVN or NIN details, bank accounts, and registered SIM cards.',
    terms: plain(
      'atm card',
      'debit card',
      'credit card',
      'bvn',
      'nin slip',
      'sim card',
      'registered sim',
      'bank account for sale',
    ),
  },
  {
    id: 'human_parts',
    label: 'Human body parts',
    description: 'Human organs, bones, skulls or any other body part. (Human hair for wigs and extensions is fine.)',
    terms: plain('human part', 'human organ', 'human skull', 'human bone', 'human head', 'kidney for sale', 'sell my kidney'),
  },
  {
    id: 'minors',
    label: 'Alcohol and tobacco for under-18s',
    description: 'Alcohol, cigarettes, tobacco, shisha or vapes offered to anyone under 18.',
    terms: needing(
      UNDER_18,
      'alcohol',
      'beer',
      'liquor',
      'wine',
      'vodka',
      'whisky',
      'whiskey',
      'gin',
      'cigarette',
      'tobacco',
      'shisha',
      'hookah',
      'vape',
    ),
  },
  {
    id: 'fraud_tools',
    label: 'Hacking, fraud tools and hacked accounts',
    description: 'Hacked accounts, bank logs, cloned cards, carding, "yahoo" formats and hacking for hire.',
    terms: plain(
      'hacked account',
      'bank log',
      'cloned card',
      'carding',
      'yahoo yahoo',
      'yahoo format',
      'hack whatsapp',
      'hack instagram',
      'hack facebook',
      'hacking service',
    ),
  },
  {
    id: 'sexual_services',
    label: 'Sexual services',
    description: 'Escort, "hook-up" or any other sexual service.',
    terms: plain('escort service', 'escort girl', 'runs girl', 'hookup service', 'sex service'),
  },
];

/** Everyday phrases that contain a prohibited word but are not that thing, taken out before matching. */
const ALLOWED_PHRASES = [
  'hot glue gun',
  'glue gun',
  'heat gun',
  'nail gun',
  'staple gun',
  'spray gun',
  'water gun',
  'toy gun',
  'massage gun',
  'bullet journal',
  'bullet point',
  'weed killer',
  'weed eater',
  'card holder',
  'card reader',
  'card size',
  'card sized',
  'dual sim card',
  'sim card slot',
  'sim card tray',
  'sim card ejector',
  'sim card adapter',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only: not inside a longer word ('expose', 'grassroots'). */
const wordPattern = (words: string, suffix: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${words.split(' ').map(escape).join('[\\s\\-]+')}${suffix}(?![\\p{L}\\p{N}])`, 'iu');

const allowed = ALLOWED_PHRASES.map((phrase) => new RegExp(wordPattern(phrase, '(?:s|es)?').source, 'giu'));

const compiled = prohibitedItemCategories.flatMap((category) =>
  category.terms.map((term) => ({ category, term, pattern: wordPattern(term.words, '(?:s|es)?') })),
);

export interface ProhibitedMatch {
  category: ProhibitedCategoryId;
  label: string;
  /** The policy's words that matched. */
  term: string;
}

/** The prohibited things a listing's text names (empty when none), one per term. */
export function prohibitedMatches(text: string): ProhibitedMatch[] {
  const cleaned = allowed.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
  return compiled
    .filter(({ term, pattern }) => pattern.test(cleaned) && (!term.needs || term.needs.test(cleaned)))
    .map(({ category, term }) => ({ category: category.id, label: category.label, term: term.words }));
}

/** A line for staff: which words matched and under which heading ('"tramadol" (Drugs, codeine and tramadol)'). */
export function describeProhibitedMatches(matches: readonly ProhibitedMatch[]): string {
  return matches.map((match) => `"${match.term}" (${match.label})`).join(', ');
}
