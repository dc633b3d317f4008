export { createApp, responseHeaders, type AppOptions, type RunningApp } from './app';
export { serve } from './serve';
