import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';

export const analyticModule = defineModule({ name: 'analytic', entities });
