/** The layering described in docs/architecture.md (which layer may import which), checked by `npm run lint:layers`. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'ui-is-self-contained',
      comment: 'ui/ imports nothing from the project outside ui/.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(features|app|contract|client|server|stories|e2e)/' },
    },
    {
      name: 'ui-knows-no-data-layer',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: 'node_modules/(swr|ky|react-router|react-router-dom|valibot|msw|hono)/' },
    },
    {
      name: 'client-imports-contract-only',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(ui|features|app|server|stories|e2e)/' },
    },
    {
      name: 'contract-is-a-leaf',
      comment: 'contract/ is shared by browser and server: it imports no project code.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(ui|features|app|client|server|stories|e2e)/' },
    },
    {
      name: 'features-no-app-or-server',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^(app|server|e2e)/' },
    },
    {
      name: 'features-use-ui-public-entry',
      comment: 'features import ui/ through its public entry only.',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^ui/(?!index\\.ts$)' },
    },
    {
      name: 'features-do-not-reach-into-each-other',
      comment: 'A feature may import another feature only through its index.ts.',
      severity: 'error',
      from: { path: '^features/([^/]+)/' },
      to: { path: '^features/([^/]+)/(?!index\\.ts$)', pathNot: '^features/$1/' },
    },
    {
      name: 'app-uses-public-entries',
      severity: 'error',
      from: { path: '^app/' },
      // ui/theme/global.ts is the theme's global CSS: main.tsx imports it once, as Storybook's preview does.
      to: { path: ['^server/', '^e2e/', '^ui/(?!(index|theme/global)\\.ts$)', '^features/[^/]+/(?!index\\.ts$)'] },
    },
    {
      name: 'server-imports-no-browser-code',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(ui|features|app|client|stories)/' },
    },
    {
      name: 'nothing-imports-stories',
      comment:
        'stories/ is Storybook material: only story files, their kits (storyKit.ts, helpers only stories import) and Storybook config may use it.',
      severity: 'error',
      from: { path: '^(ui|features|app|client|contract|server)/', pathNot: '(\\.stories\\.tsx?|storyKit\\.tsx?)$' },
      to: { path: '^stories/' },
    },
  ],
  options: {
    includeOnly: '^(ui|features|app|client|contract|server|stories|e2e|node_modules)/',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
