import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the router's scroll restoration and the home page call these.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// Sessions and wishlists live in localStorage: each test starts signed out with nothing saved.
afterEach(() => localStorage.clear());
