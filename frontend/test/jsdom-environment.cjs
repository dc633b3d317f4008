// jsdom has no Fetch API classes, but react-router's data routers (createMemoryRouter, as in the app) build a
// Request with an AbortSignal for every navigation. Lend Node's own, as a set, so signal and Request match.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClassesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchClassesEnvironment;
