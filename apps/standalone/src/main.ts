import 'reflect-metadata';
import { serve } from '@thindi/gateway';
import { createStandaloneApp } from './standalone';

// `npm start`: SPA, API and every service in this one process, state in DATA_DIR.
serve('thindi', createStandaloneApp);
