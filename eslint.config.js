// Type-aware linting for all TypeScript and TSX, with accessibility rules for JSX. Zero warnings.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * A replacement string interprets "$&", "$`", "$'" and "$1": built from a value (visitor input,
 * page text, configuration), it can copy markup into the result (issue 32, /suche). Values go in
 * through a replacement function; literals (also with "$1") stay as they are.
 */
const REPLACEMENT_STRING = {
  selector:
    "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
  message: 'Werte nur über eine Ersetzungsfunktion einsetzen: replace(muster, () => wert). In einer Ersetzungszeichenkette wirken $&, $` und $\' als Muster.',
};

/** An HTML element's name after "<" (so "sub:<Kennung>" in a message is no markup). */
const TAG =
  '<\\/?(a|p|div|span|h[1-6]|ul|ol|li|dl|dt|dd|table|tr|td|th|thead|tbody|caption|form|input|button|label|textarea|select|option|fieldset|legend|strong|em|b|i|br|hr|svg|rect|text|line|nav|section|main|header|footer|html|head|body|title|meta|link|script|style|time|mark|figure|figcaption|code|pre|details|summary|!doctype)[\\s>\\/]';
const NO_MARKUP = 'Kein HTML als Zeichenkette im Dienst: Seiten sind React-Komponenten in service/src/pages (ADR 0010).';
const MARKUP_IN_TEMPLATE = { selector: `TemplateElement[value.raw=/${TAG}/i]`, message: NO_MARKUP };
const MARKUP_IN_STRING = { selector: `Literal[raw=/^['"].*${TAG}/i]`, message: NO_MARKUP };
const INNER_HTML = { selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]', message: 'Kein dangerouslySetInnerHTML im Dienst: React setzt Text, und Markup kommt aus Komponenten.' };

export default tseslint.config(
  { ignores: ['node_modules/', 'site/dist/', 'service/dist/', 'site/.astro/', 'tmp/', 'bench/results*', '**/*.astro', 'eslint.config.js', '.dependency-cruiser.cjs'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // Store methods are async by contract (a PostgreSQL store awaits), even where SQLite does not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped JSON bodies (inject().json(), fetch().json()) and assert on them.
    files: ['**/*.test.ts', 'service/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'service/test/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', REPLACEMENT_STRING] },
  },
  {
    // The service's HTML comes from React components (service/src/pages, ADR 0010): the renderer
    // escapes, so no page is built as a string and nothing is escaped by hand. Only the frame
    // (pages/frame.tsx) joins the built page's parts and writes the doctype in a plain string.
    files: ['service/src/**/*.ts', 'service/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', REPLACEMENT_STRING, MARKUP_IN_TEMPLATE, INNER_HTML],
      'no-restricted-imports': ['error', { paths: [{ name: '@servicestandard/text', importNames: ['escapeHtml'], message: 'Escaping macht React (service/src/pages); kein escapeHtml im Dienst.' }] }],
    },
  },
  {
    files: ['service/src/**/*.ts', 'service/src/**/*.tsx'],
    ignores: ['service/src/pages/frame.tsx'],
    rules: { 'no-restricted-syntax': ['error', REPLACEMENT_STRING, MARKUP_IN_TEMPLATE, INNER_HTML, MARKUP_IN_STRING] },
  },
  {
    // site/src/lib is plain TypeScript the components build on; it never reaches back into them.
    files: ['site/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/components/**'], message: 'lib/ importiert nichts aus components/: Typen und reine Hilfen gehören nach lib/.' }] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    plugins: { ...jsxA11y.flatConfigs.strict.plugins, 'react-hooks': reactHooks },
    rules: { ...jsxA11y.flatConfigs.strict.rules, ...reactHooks.configs.recommended.rules },
  },
);
