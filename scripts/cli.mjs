// `npm run seed` and `npm run create-admin`: build the server when stale, then run the compiled command-line tool
// (apps/server/src/cli/<name>.ts) with the arguments given after its name.
import { buildWhenStale } from './build.mjs';
import { runCompiled } from './run-compiled.mjs';

const [name, ...args] = process.argv.slice(2);
buildWhenStale(['server']);
runCompiled(`cli/${name}.js`, args);
