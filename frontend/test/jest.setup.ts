import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after this long. The default (1 s) is an idle machine's figure; under
// parallel test load a first render of the whole app takes several seconds. A passing wait returns at once.
configure({ asyncUtilTimeout: 15_000 });

// Server-render tests run without a DOM (`@jest-environment node`).
if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; the page scroll on navigation and the home page call these.
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;

  // Sessions and wishlists live in localStorage: each test starts signed out with nothing saved.
  // Scroll positions per history entry live in sessionStorage.
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
