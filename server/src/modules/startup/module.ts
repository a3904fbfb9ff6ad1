import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';

export const startupModule = defineModule({ name: 'startup', entities });
