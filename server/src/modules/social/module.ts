import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';

export const socialModule = defineModule({ name: 'social', entities });
