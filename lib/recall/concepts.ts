// Concept classes: words that name the same kind of work, so a draft about "installing dependencies" meets a rule
// learned about "npm", and "the payments service endpoints" meets a rule learned on "an invoice API". Each class is
// general knowledge about software and writing work, not a list of benchmark drafts: a term joins a class when a
// person doing that work would recognise it as the same subject. Matching is on stems (text.ts `tokenize`), so every
// word here goes through the same stemmer as drafts and rules.
import { tokenize } from './text';

const CLASSES: Record<string, string> = {
  '@packages':
    'npm pnpm yarn bun package packages dependency dependencies install installing installed node_modules lockfile package.json library libraries module modules pip poetry cargo crate gem bundler composer',
  '@http-api':
    'rest restful graphql api apis endpoint endpoints route routes router http request requests response resource resources client sdk webhook mutation query queries resolver openapi swagger',
  '@payments': 'payment payments invoice invoices billing bill checkout stripe paypal charge subscription refund receipt vat tax',
  '@tests': 'test tests testing unittest pytest jest vitest mocha spec specs assertion assert fixture suite coverage ci red green failing',
  '@database':
    'database databases db sql postgres postgresql mysql sqlite mongodb redis schema table tables column columns row rows query index migration migrations orm prisma sequelize',
  '@migrations': 'migration migrations alembic flyway liquibase schema column columns alter',
  '@containers': 'docker compose container containers image images dockerfile kubernetes k8s pod volume',
  '@async': 'async await promise promises callback callbacks concurrency coroutine coroutines thread threads background nonblocking fs readfile',
  '@styling': 'css style styles styling tailwind classname inline padding margin border rounded shadow layout flex grid color colour font design ui',
  '@frontend': 'react component components hook hooks jsx tsx props state vue svelte angular frontend',
  '@types': 'typescript javascript ts js type types typed typing interface',
  '@validation': 'validate validation validator schema zod yup joi input form forms body field fields email password sanitize',
  '@time': 'timestamp timestamps datetime date dates time timezone utc created_at updated_at clock',
  '@secrets': 'key keys api_key secret secrets token tokens credential credentials env environment dotenv password stripe config',
  '@logging': 'log logs logging logger print println console debug progress trace',
  '@android': 'android kotlin java jvm rxjava coroutine coroutines viewmodel repository activity fragment',
  '@sql-safety': 'sql query queries injection parameter parameters parameterised parameterized placeholder cursor execute sqlite',
  '@comments': 'comment comments docstring docstrings annotate annotation code function functions module snippet',
  '@formatting-code': 'indent indentation tab tabs space spaces whitespace format formatting formatter makefile gofmt prettier lint',
  '@cooking': 'recipe recipes cook cooking bake baking dinner lunch breakfast meal meals ingredient ingredients flour butter sugar oven dish',
  '@diet': 'vegan vegetarian meat dairy egg eggs cheese fish chicken plant diet allergy',
  '@weather': 'weather temperature temperatures forecast warm cold rain sunny celsius fahrenheit degrees',
  '@units': 'metric imperial unit units gram grams kilogram cup cups ounce ounces pound pounds litre liter ml inch inches cm',
  '@fiction': 'story stories chapter chapters novel scene scenes character characters dialogue plot narrator',
  '@citations': 'citation citations cite reference references bibliography source sources apa mla harvard paper papers literature review journal',
  '@schedule': 'schedule deadline deadlines meeting meetings calendar date dates appointment',
  '@spreadsheets': 'excel spreadsheet spreadsheets sheet sheets formula formulas cell cells column sum vlookup pivot',
  '@writing': 'blog post article essay draft letter note email newsletter bio copy',
  '@vue': 'vue nuxt composition options api setup ref reactive',
  '@zh-packages': '依赖 安装 包 装',
  '@zh-tests': '测试 用例 单测 断言',
  '@zh-frontend': '组件 页面 前端',
};

let index: Map<string, string[]> | null = null;

function build(): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const [concept, words] of Object.entries(CLASSES)) {
    for (const w of words.split(/\s+/)) {
      for (const t of tokenize(w)) {
        const list = m.get(t) ?? [];
        if (!list.includes(concept)) list.push(concept);
        m.set(t, list);
      }
    }
  }
  return m;
}

/** The concept tokens ("@packages") of a set of stems. */
export function conceptsOf(terms: Iterable<string>): Set<string> {
  index ??= build();
  const out = new Set<string>();
  for (const t of terms) for (const c of index.get(t) ?? []) out.add(c);
  return out;
}

/** Plain words for a concept, for the "why" line ("similar to what you are writing" is used otherwise). */
export function isConcept(term: string): boolean {
  return term.startsWith('@');
}

/**
 * Concepts only a phrase shows: "add zod to the project" is about adding a dependency though no word says so.
 * Patterns are general shapes of a request, matched on the raw draft (bounded, linear).
 */
const PHRASES: [RegExp, string][] = [
  [/\b(?:add|install|pull in|bring in|set up|use)\s+[\w@./-]{2,40}\s+(?:to|into|in)\s+(?:the|this|my|our)\s+(?:project|repo|repository|app|codebase|monorepo|package)\b/i, '@packages'],
  [/\b(?:upgrade|update|bump|remove|uninstall)\s+[\w@./-]{2,40}\s+(?:to|from)\s+(?:v?\d|the|this|my|our)\b/i, '@packages'],
];

export function phraseConcepts(text: string): string[] {
  const head = text.length > 2000 ? text.slice(0, 2000) : text;
  return PHRASES.filter(([re]) => re.test(head)).map(([, c]) => c);
}
