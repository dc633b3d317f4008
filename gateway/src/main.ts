import 'reflect-metadata';
import { createApp } from './app';
import { serve } from './serve';

// The gateway alone, in front of the services over NATS (distributed mode); `npm start` runs everything in
// one process instead (apps/standalone).
serve('gateway', (config, logger) => createApp(config, logger));
