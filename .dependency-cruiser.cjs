/** One-way import rules of ARCHITECTURE.md and ADR 017, checked by `npm run layers`. */

const WEB = '^apps/web/src/';

/**
 * The only imports between web features (ADR 017): importer -> { feature whose index.ts it may import: why }.
 * Every other import of another feature's files is an error.
 */
const FEATURE_PAIRS = {
  addresses: {
    areas: 'an address is in an area, picked from the list of areas; its default one starts the chosen area',
  },
  admin: {
    areas: "the admin's areas tab edits areas with the areas' form and queries",
    orders: "the admin's order screen loads an order with the customers' order hook",
    owner: "the admin manages every restaurant and order with the staff's queries and order status control",
    promotions: "the admin's Promotions tab manages every code; the overview splits revenue by discounts",
  },
  cart: {
    areas: 'the cart shows the delivery terms of the chosen area',
    promotions: "the cart lists the restaurant's offers and shows what its code takes off",
  },
  checkout: {
    addresses: 'checkout delivers to a saved address or adds one',
    cart: 'checkout turns the cart into an order and empties it',
    promotions: "checkout shows the code's discount, charges the discounted total and can drop a refused code",
  },
  'custom-meals': {
    cart: 'a custom meal is added to the cart',
    reviews: "a custom meal's page lists its reviews",
  },
  home: {
    meals: 'the home page shows the first meals as meal cards',
    restaurants: 'the home page shows restaurants as restaurant cards',
    areas: "the home page's restaurant cards follow the chosen area",
  },
  meals: {
    cart: "a meal's page adds it to the cart",
    favourites: "a meal's card and page carry its heart",
    reviews: "a meal's page lists its reviews",
  },
  orders: {
    addresses: "an order shows the address it was delivered to in the address book's wording",
    cart: "Order again puts a past order's lines into the cart",
    notifications: "an order's page marks the order's unread notifications read",
    restaurants: 'a pickup order says where to collect it: the restaurant’s address and phone',
  },
  owner: {
    areas: 'the owner picks delivery areas from the list of areas',
    promotions: "the owner's Promotions tab manages their codes; the overview splits revenue by discounts",
  },
  profile: {
    'custom-meals': "the profile lists the user's custom meals with their actions",
    orders: "the profile lists the user's orders",
    addresses: "the profile holds the user's address book",
    favourites: "the profile's Favourites tab lists the customer's hearted restaurants and meals",
    meals: 'the Favourites tab shows hearted meals as meal cards',
    restaurants: 'the Favourites tab shows hearted restaurants as restaurant cards',
  },
  restaurants: {
    areas: 'restaurants are listed and priced for the chosen area',
    cart: "a restaurant's menu adds meals to the cart",
    favourites: "a restaurant's card and page carry its heart",
    meals: "a restaurant's menu shows each meal's stock",
    reviews: "a restaurant's page lists its reviews",
  },
};

function webLayerRules() {
  const paired = Object.keys(FEATURE_PAIRS).join('|');
  return [
    {
      name: 'web-ui-lib-below-features',
      comment:
        'ui/, forms/ and lib/ are the bottom of the web app: they never reach up into a feature or the app shell.',
      severity: 'error',
      from: { path: `${WEB}(ui|forms|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-below-app',
      comment:
        'app/ composes the features (router, layout, header); a feature never imports it back. What features need ' +
        'from the whole app (the session, the theme, the hydration) lives in lib/, ui/ or forms/.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-features-stay-apart',
      comment:
        "A feature imports only its own files (and ui/, forms/, lib/, the contract), except another feature's " +
        'index.ts where FEATURE_PAIRS allows.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: `${WEB}features/(${paired})/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    ...Object.entries(FEATURE_PAIRS).map(([from, targets]) => ({
      name: `web-features-stay-apart-${from}`,
      comment: `${from} imports only its own files and the index.ts of: ${Object.keys(targets).join(', ')}.`,
      severity: 'error',
      from: { path: `${WEB}features/${from}/` },
      to: {
        path: `${WEB}features/`,
        pathNot: `${WEB}features/(${from}/|(${Object.keys(targets).join('|')})/index\\.tsx?$)`,
      },
    })),
  ];
}

module.exports = {
  forbidden: [
    {
      name: 'contract-stands-alone',
      comment: 'packages/contract is shared by server and web and depends on neither.',
      severity: 'error',
      from: { path: '^packages/contract' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web' },
    },
    {
      name: 'queries-call-nothing-above',
      comment: 'queries.ts is the bottom layer: it never imports a service or routes.',
      severity: 'error',
      from: { path: 'modules/[^/]+/queries\\.ts$' },
      to: { path: 'modules/[^/]+/(service|routes)\\.ts$' },
    },
    {
      name: 'services-never-import-routes',
      severity: 'error',
      from: { path: 'modules/[^/]+/(?!routes)[^/]+\\.ts$', pathNot: '\\.test\\.ts$' },
      to: { path: 'modules/[^/]+/routes\\.ts$' },
    },
    {
      name: 'features-talk-through-services',
      comment: "A module may use another module's service (and its pure helpers), never its queries or routes.",
      severity: 'error',
      from: { path: 'modules/([^/]+)/', pathNot: '(\\.test\\.ts|fixtures\\.ts|test-support\\.ts)$' },
      to: { path: 'modules/([^/]+)/(queries|routes)\\.ts$', pathNot: 'modules/$1/' },
    },
    {
      name: 'lib-below-modules',
      comment: 'lib/ holds cross-cutting helpers; it never reaches up into a feature.',
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/modules/' },
    },
    ...webLayerRules(),
    {
      name: 'no-circular',
      comment: 'Runtime import cycles; a cycle made only of type imports vanishes at run time.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
  },
};
