/**
 * Companies that may contact a visitor, or with whom a visitor's details may be
 * shared, under the consent given on our forms: insurers, participating law firms,
 * and lead-generation and marketing companies.
 *
 * Kept sorted alphabetically, ignoring case (see `comparePartnerNames`), with no
 * duplicates; `partners.test.ts` enforces both. The consent text links to the page
 * that renders this list, so changes here change what visitors agree to.
 */

/**
 * Case- and accent-insensitive ordering used for the list and its letter groups.
 * Not localeCompare: the server renders this page in an engine whose
 * localeCompare ignores locale and options, and both sides must sort alike.
 */
export function comparePartnerNames(a: string, b: string): number {
  const x = normalize(a)
  const y = normalize(b)
  if (x !== y) return x < y ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}

function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The heading a name is grouped under: its first letter, or '#' for digits and symbols. */
export function partnerGroupKey(name: string): string {
  const first = normalize(name).charAt(0).toUpperCase()
  return first >= 'A' && first <= 'Z' ? first : '#'
}

export interface PartnerGroup {
  /** 'A' to 'Z', or '#' for names that start with a digit or symbol. */
  key: string
  names: string[]
}

/**
 * The names containing `query` (ignoring case, accents and extra spaces), grouped by
 * first letter: '#' first, then A to Z, each group sorted with `comparePartnerNames`.
 */
export function groupPartners(names: readonly string[], query = ''): PartnerGroup[] {
  const needle = normalize(query)
  const byKey = new Map<string, string[]>()
  for (const name of names) {
    if (needle !== '' && !normalize(name).includes(needle)) continue
    const key = partnerGroupKey(name)
    const group = byKey.get(key)
    if (group) group.push(name)
    else byKey.set(key, [name])
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => (a === b ? 0 : a === '#' ? -1 : b === '#' ? 1 : a < b ? -1 : 1))
    .map(([key, group]) => ({ key, names: group.sort(comparePartnerNames) }))
}

export const MARKETING_PARTNERS: readonly string[] = [
  '21st Century Insurance',
  'AAA Insurance',
  'Abernathy Cole Accident Lawyers',
  'Acceptance Insurance',
  'Accident Answers Network',
  'ActiveProspect',
  'AIG',
  'Alfa Insurance',
  'All Web Leads',
  'Allied Insurance',
  'Allstate',
  'American Family Insurance',
  'American National',
  'Ameriprise Auto & Home',
  'Amica Mutual',
  'Anderson & Lowe Injury Attorneys',
  'Answer Financial',
  'Apex Legal Leads',
  'Arbella Insurance',
  'Ashford & Pryce Trial Lawyers',
  'Auto-Owners Insurance',
  'Baker Crossley Accident Lawyers',
  'Bellamy & Ortiz Injury Law',
  'Bluewater Marketing Group',
  'Bold Penguin',
  'Brennan Hollis Law Group',
  'Brightpath Consumer Connect',
  'Bristol West',
  'Caldwell & Finch Personal Injury',
  'California Casualty',
  'Cardinal Claims Media',
  'CarInsurance.com',
  'Carrington Vale Injury Attorneys',
  'Chubb',
  'Cincinnati Insurance',
  'Clearcover',
  'Clearline Legal Marketing',
  'Commerce Insurance',
  'Compare.com',
  'Country Financial',
  'Crossroads Lead Exchange',
  'CSAA Insurance Group',
  'Dairyland',
  'Dalton & Reyes Accident Law',
  'Datalot',
  'Delacroix Whitmore Injury Group',
  'Digital Media Solutions',
  'Direct Auto Insurance',
  'Direct Injury Connect',
  'Donegal Insurance',
  'Eastgate Digital Marketing',
  'Easton & Marsh Trial Attorneys',
  'eHealth',
  'Elephant Insurance',
  'Ellsworth Park Injury Lawyers',
  'Encompass Insurance',
  'Erie Insurance',
  'Esurance',
  'EverQuote',
  'Excel Impact',
  'Fairbanks & Quinn Accident Attorneys',
  'Farm Bureau Insurance',
  'Farm Family Insurance',
  'Farmers Insurance',
  'Fluent',
  'Foremost Insurance',
  'Frankenmuth Insurance',
  'Fred Loya Insurance',
  'Gabi',
  'GAINSCO',
  'Galloway Hart Injury Law',
  'GEICO',
  'Goosehead Insurance',
  'Grange Insurance',
  'Greer & Nakamura Personal Injury',
  'Hadley & Sutton Accident Lawyers',
  'Hallmark Insurance',
  'Hanover Insurance',
  'Harborview Media Partners',
  'Hippo Insurance',
  'Holloway Brandt Trial Group',
  'Horace Mann',
  'Infinity Insurance',
  'Ingram & Vasquez Injury Attorneys',
  'Injury Help Hotline',
  'Insurance.com',
  'Insurify',
  'InsWeb',
  'Jamison & Thorne Injury Law',
  'Jornaya',
  'Kemper',
  'Kessler Oakes Accident Lawyers',
  'Keystone Consumer Outreach',
  'Kingsley & Rowe Personal Injury',
  'Kingsway',
  'Lakeshore Call Center Services',
  'Langford & Mercer Injury Attorneys',
  'Legal Intake Solutions',
  'Lemonade',
  'LendingTree',
  'Liberty Lane Marketing',
  'Liberty Mutual',
  'Lockwood Ramirez Trial Lawyers',
  'Maddox & Whitfield Accident Law',
  'Main Street America',
  'MAPFRE Insurance',
  'MediaAlpha',
  'Mercury Insurance',
  'Meridian Response Media',
  'Merriweather Stone Injury Group',
  'MetLife Auto & Home',
  'Metromile',
  'Nash & Okafor Injury Attorneys',
  'National General',
  'Nationwide',
  'NerdWallet',
  'NetQuote',
  'NJM Insurance',
  'Nodak Insurance',
  'Norcross & Bell Accident Lawyers',
  'Northstar Lead Partners',
  'Oakridge Injury Law Partners',
  'Omni Insurance',
  'Otto Insurance',
  'Pekin Insurance',
  'Pemberton & Shaw Personal Injury',
  'Penn National Insurance',
  'Permanent General',
  'Pinnacle Claim Connect',
  'Plymouth Rock Assurance',
  'Policygenius',
  'Precise Leads',
  'Prescott Delgado Trial Attorneys',
  'Progressive',
  'Quincy & Harlow Injury Lawyers',
  'QuinStreet',
  'QuoteWizard',
  'Radcliffe & Moss Accident Attorneys',
  'Redwood Performance Marketing',
  'Riverbend Digital',
  'Root Insurance',
  'Rutherford Lane Injury Law',
  'Safe Auto',
  'Safeco',
  'SelectQuote',
  'Sentry Insurance',
  'Shelter Insurance',
  'Signal Point Marketing',
  'Silverline Contact Center',
  'Sinclair & Booth Personal Injury',
  'SmartFinancial',
  'Stanton Greaves Accident Lawyers',
  'State Auto',
  'State Farm',
  'Summit Legal Marketing Group',
  'The General',
  'The Hartford',
  'The Zebra',
  'Tillman & Rhodes Injury Attorneys',
  'Titan Insurance',
  'Townsend Alvarez Trial Group',
  'Trailhead Media',
  'Travelers',
  'Underwood & Price Accident Law',
  'Unitrin',
  'USAA',
  'Vance & Kilbride Injury Lawyers',
  'Victoria Insurance',
  'Wakefield & Cho Personal Injury',
  'Wawanesa Insurance',
  'Westbrook Consumer Services',
  'Western National',
  'Westfield Insurance',
  'Whitaker Dunn Injury Attorneys',
  'Windhaven Insurance',
  'Yardley & Fox Accident Lawyers',
  'Young America Insurance',
  'Zeta Global',
  'Zimmerman & Hale Injury Law',
]
