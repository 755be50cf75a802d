// `npm start`: build the web app and the server when their sources are newer than their builds, then run the
// compiled server.
import { buildWhenStale } from './build.mjs';
import { runCompiled } from './run-compiled.mjs';

buildWhenStale(['web', 'server']);
runCompiled('main.js');
