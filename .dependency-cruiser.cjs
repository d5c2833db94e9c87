// The import rules of docs/architecture.md ("Layers"), checked by `npm run lint`.
// A layer imports its own and lower layers only; web features reach each other through their
// index.ts; no circle of runtime imports (type-only imports may go both ways, they vanish
// from the built code). Tests and test helpers are outside the rules: they may use any layer.

/** Server layers, highest first. A path belongs to the first layer whose pattern it matches. */
const SERVER_LAYERS = [
  ['main', '^server/(main|nodeFlags)\\.ts$|^server/seed/'],
  ['app', '^server/(app\\.ts|plugins/|observability/|metrics/server\\.ts|jobs/(queue|lazyQueue)\\.ts)'],
  ['entry points', '^server/routes/|^server/jobs/tasks/'],
  ['commands', '^server/(commands|documentImport|interchange)/'],
  ['loaders', '^server/loaders/'],
  ['presenters and exporters', '^server/(presenters|exporters)/'],
  ['queries', '^server/queries/'],
  ['policies', '^server/policies/'],
  ['readers', '^server/(readers|sandbox)/'],
  ['services', '^server/(storage|auth|mail|downloads|backup|sanitize|jobs|metrics|preview|live)/|^server/context\\.ts$'],
  ['settings', '^server/(config|errors|i18n|validation|database)\\.ts$'],
  ['database', '^server/db/'],
];

/** Web layers, highest first. */
const WEB_LAYERS = [
  ['app', '^web/(main\\.tsx|app/)'],
  ['features', '^web/features/'],
  ['components', '^web/components/'],
  ['lib', '^web/(lib|i18n)/'],
];

function layerRules(side, layers) {
  return layers.slice(1).map(([name, pattern], index) => {
    const upper = layers.slice(0, index + 1).map(([, above]) => `(${above})`).join('|');
    return {
      name: `${side}: ${name} imports upward`,
      comment: `${name} may import only its own and lower layers (docs/architecture.md, "Layers")`,
      severity: 'error',
      from: { path: pattern, pathNot: `${TEST_FILES}|${upper}` },
      to: { path: upper },
    };
  });
}

const TEST_FILES = '\\.test\\.tsx?$|/test/|\\.testTask\\.ts$';

module.exports = {
  forbidden: [
    ...layerRules('server', SERVER_LAYERS),
    ...layerRules('web', WEB_LAYERS),
    {
      name: 'job task imports a route',
      comment: 'routes and job tasks are both entry points: what they share lives in loaders/ or below',
      severity: 'error',
      from: { path: '^server/jobs/tasks/', pathNot: TEST_FILES },
      to: { path: '^server/routes/' },
    },
    {
      name: 'domain imports server or web',
      comment: 'domain/ is under both sides and knows neither',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'server and web import each other',
      comment: 'they share domain/ only',
      severity: 'error',
      from: { path: '^(server|web)/', pathNot: TEST_FILES },
      to: { path: '^(server|web)/', pathNot: '^$1/' },
    },
    {
      name: 'feature reaches into another feature',
      comment: 'a feature is used through its index.ts only, so its insides can change freely',
      severity: 'error',
      from: { path: '^web/features/([^/]+)/', pathNot: TEST_FILES },
      to: { path: '^web/features/', pathNot: ['^web/features/$1/', '^web/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'circular import',
      comment: 'a circle of runtime imports; type-only imports do not count',
      severity: 'error',
      from: { pathNot: TEST_FILES },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
