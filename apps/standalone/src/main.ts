import 'reflect-metadata';
import { serve } from '@thindi/gateway';
import { setFlagsFromString } from 'node:v8';
import { createStandaloneApp, standaloneBanner } from './standalone';

// One process holds the whole marketplace, PGlite's heap included: let the JavaScript heap grow by half its live
// size between full collections instead of V8's default of up to four times, so garbage from a burst of requests
// does not push the process past its memory budget (decision 029).
setFlagsFromString('--heap-growing-percent=50');

// `npm start`: SPA, API and every service in this one process, state in DATA_DIR.
serve('thindi', createStandaloneApp, (config, running, url, startupMs) =>
  config.MODE === 'standalone'
    ? standaloneBanner(config, running.platform, url, startupMs)
    : [`Thindi is open at ${url}`],
);
