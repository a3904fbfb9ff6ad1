import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';

export const agentModule = defineModule({ name: 'agent', entities });
